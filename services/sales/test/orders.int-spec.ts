import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { SaleSavedEvent } from '@mise/contracts';
import {
  collectEvents,
  deliverEvent,
  expectEvent,
  sendRaw,
  signedInOwner,
  type TestOwner,
  until,
} from '@mise/testing';
import { orderSignature } from '../src/order/order-webhook-keys';
import {
  arrangeMenu,
  type Menu,
  type SalesTestApp,
  signedPost,
  startSales,
  webhookSecretOf,
} from './helpers';

const BILLINGS = [
  { name: 'SERVICE', type: 'ADD' as const, amountType: 'PERCENTAGE' as const, amount: '10.00' },
  { name: 'VOUCHER', type: 'DEDUCT' as const, amountType: 'NUMBER' as const, amount: '2.00' },
  { name: 'SST', type: 'ADD' as const, amountType: 'PERCENTAGE' as const, amount: '6.00' },
  { name: 'MEMBER', type: 'DEDUCT' as const, amountType: 'PERCENTAGE' as const, amount: '5.00' },
];

const SYNC = `mutation { syncAppOrders { status processed failed unmapped { menuItemId name versionNumber optionName } } }`;
const COUNTS = `{ appOrderCounts { total unprocessed } }`;

describe('app orders: webhook and Sync Now', () => {
  let t: SalesTestApp;
  let ana: TestOwner;
  let menu: Menu;

  let secret: string;
  const post = (body: unknown, key = secret) => signedPost(t, JSON.stringify(body), key);

  const orders = () =>
    t.ownerSql<{ order_code: string; processed: boolean; total: string }>(
      `SELECT order_code, processed, total::text FROM app_orders WHERE outlet_id = $1 ORDER BY created_at`,
      [ana.outletId],
    );

  const order = (code: string, items: Array<Record<string, unknown>>, extra: object = {}) => ({
    maskedOutletNumber: menu.masked,
    orderCode: code,
    items,
    ...extra,
  });

  beforeAll(async () => {
    t = await startSales();
    ana = await signedInOwner(t);
    menu = await arrangeMenu(t, ana, BILLINGS);
    secret = await webhookSecretOf(t, menu.masked);
  });
  afterAll(() => t.close());

  it('refuses a webhook with a bad, missing or re-serialised signature with 401 and stores nothing', async () => {
    const body = order('SIG-1', [{ menuItemId: menu.tea.menuItemId, quantity: 1 }]);
    const raw = JSON.stringify(body);
    expect((await post(body, 'another-secret')).status).toBe(401);
    expect(
      (
        await request(t.url)
          .post('/webhooks/orders')
          .set('content-type', 'application/json')
          .send(raw)
      ).status,
    ).toBe(401);
    const spaced = JSON.stringify(body, null, 2);
    const res = await request(t.url)
      .post('/webhooks/orders')
      .set('content-type', 'application/json')
      .set('x-mise-timestamp', String(Math.floor(Date.now() / 1000)))
      .set('x-mise-signature', orderSignature(raw, secret, Math.floor(Date.now() / 1000)))
      .send(spaced);
    expect(res.status).toBe(401);
    expect(await orders()).toEqual([]);
  });

  it('answers 413 to a body past 256 KB before reading it, declared or streamed, and stores nothing', async () => {
    // 30 MB declared, 1 KB sent: the answer comes without the rest
    const declared = await sendRaw(t.url, '/webhooks/orders', {
      headers: { 'content-type': 'text/plain', 'content-length': String(30 * 1024 * 1024) },
      chunks: [Buffer.alloc(1024, 'a')],
      end: false,
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain('PAYLOAD_TOO_LARGE');
    // chunked, no length: refused once 256 KB have passed
    const streamed = await sendRaw(t.url, '/webhooks/orders', {
      headers: { 'content-type': 'application/octet-stream' },
      chunks: Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, 'a')),
      end: false,
    });
    expect(streamed.status).toBe(413);
    expect(await orders()).toEqual([]);
  });

  it('stores a signed order once, priced by the server, however often it is sent', async () => {
    const body = order(
      'WH-1',
      [
        {
          menuItemId: menu.noodles.menuItemId,
          quantity: 2,
          optionIds: [menu.large],
          price: '0.01',
        },
      ],
      { channel: 'WHATSAPP', subTotal: '0.01', total: '0.01' },
    );
    const results = await Promise.all([post(body), post(body), post(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const [row] = await t.ownerSql<{
      channel: string;
      sub_total: string;
      billing_total: string;
      total: string;
      items: Array<{ price: string; total: string }>;
    }>(
      `SELECT channel, sub_total::text, billing_total::text, total::text, items FROM app_orders WHERE order_code = 'WH-1'`,
    );
    // (12.50 + 1.20) × 2 = 27.40; +2.74 −2.00 +1.64 −1.37 = 1.01
    expect(row).toMatchObject({
      channel: 'WHATSAPP',
      sub_total: '27.40',
      billing_total: '1.01',
      total: '28.41',
    });
    expect(row.items[0]).toMatchObject({ price: '12.50', total: '27.40' });
  });

  it('stores an outside web order once, as SERVED, priced by the server', async () => {
    const input = order(
      'WEB-1',
      [
        { menuItemId: menu.noodles.menuItemId, quantity: 1, optionIds: [menu.egg, menu.hot] },
        { menuItemId: menu.tea.menuItemId, quantity: 3, price: '0.01' },
      ],
      { channel: 'WEB' },
    );
    const first = await post(input);
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    // 12.50 + 2.00 + 0.30 = 14.80; tea 10.05; sub 24.85; +2.49 −2.00 +1.49 −1.24 = 0.74
    const [row] = await t.ownerSql(
      `SELECT channel, status, sub_total::text, billing_total::text, total::text
         FROM app_orders WHERE order_code = 'WEB-1'`,
    );
    expect(row).toEqual({
      channel: 'WEB',
      status: 'SERVED', // an outside site ran its own flow
      sub_total: '24.85',
      billing_total: '0.74',
      total: '25.59',
    });
    const again = await post(input);
    expect(again.body.duplicate).toBe(true);
    expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
  });

  it.each([
    ['quantity 0', [{ quantity: 0 }], 'Quantity must be a whole number from 1 to 99.'],
    ['quantity 100', [{ quantity: 100 }], 'Quantity must be a whole number from 1 to 99.'],
    [
      'three of max 2',
      [{ optionIds: ['large', 'extra', 'egg'] }],
      'Choose at most 2 options of SIZE.',
    ],
    ['two of a SINGLE', [{ optionIds: ['mild', 'hot'] }], 'Choose only one option of SPICE.'],
    [
      'an option twice',
      [{ optionIds: ['large', 'large'] }],
      'An option can be chosen once per item.',
    ],
    ['no items', [], 'Your order is empty. Please add at least one item.'],
  ])('refuses %s with a clear message and stores nothing', async (_name, items, message) => {
    const resolved = (items as Array<{ quantity?: number; optionIds?: string[] }>).map((i) => ({
      menuItemId: menu.noodles.menuItemId,
      quantity: i.quantity ?? 1,
      optionIds: (i.optionIds ?? []).map(
        (o) => (menu as unknown as Record<string, string>)[o] ?? o,
      ),
    }));
    const before = await orders();
    const hook = await post(order(`BADW-${_name.length}`, resolved));
    expect(hook.status).toBe(400);
    expect(hook.body.error.message).toBe(message);
    expect(await orders()).toEqual(before);
  });

  // issue 19: the guest's rules and messages (placeOrder's), and an unknown outlet is refused
  // like a bad signature (no outlet has a secret it could sign with)
  it("refuses an unknown menu item or option with the guest page's messages, an unknown outlet with 401", async () => {
    const unknown = await post(
      order('U-1', [{ menuItemId: '00000000-0000-4000-8000-000000000001', quantity: 1 }]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(
      'An item in your order is no longer on the menu. Please refresh the menu.',
    );
    const option = [
      {
        menuItemId: menu.tea.menuItemId,
        quantity: 1,
        optionIds: [menu.large], // an option of another item's variant
      },
    ];
    const hook = await post(order('U-4', option));
    expect(hook.status).toBe(400);
    expect(hook.body.error.message).toBe(
      'A chosen option is not available for this item. Please refresh the menu.',
    );
    const outlet = await post({
      ...order('U-2', [{ menuItemId: menu.tea.menuItemId, quantity: 1 }]),
      maskedOutletNumber: 'nope',
    });
    expect(outlet.status).toBe(401);
    expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
  });

  describe('signing (issue 19)', () => {
    const tea = () => [{ menuItemId: menu.tea.menuItemId, quantity: 1 }];

    it("refuses an order signed with the service key or another outlet's secret", async () => {
      const ben = await signedInOwner(t);
      const benMenu = await arrangeMenu(t, ben, []);
      const benSecret = await webhookSecretOf(t, benMenu.masked);
      // ben's secret posts into ben's outlet only
      expect((await post(order('X-1', tea()), benSecret)).status).toBe(401);
      expect((await post(order('X-2', tea()), 'test-orders-webhook-secret')).status).toBe(401);
      const own = await post(
        { ...order('X-3', [{ menuItemId: benMenu.tea.menuItemId, quantity: 1 }]) },
        benSecret,
      );
      expect(own.status).toBe(401); // still ana's masked number
      expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
    });

    it('refuses a signed body replayed more than 5 minutes later (or dated ahead)', async () => {
      const raw = JSON.stringify(order('R-1', tea()));
      const now = Math.floor(Date.now() / 1000);
      for (const at of [now - 301, now + 301]) {
        const res = await signedPost(t, raw, secret, at);
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe(
          "The signature's timestamp must be within 5 minutes of now",
        );
      }
      const unsigned = await request(t.url)
        .post('/webhooks/orders')
        .set('content-type', 'application/json')
        .set('x-mise-signature', orderSignature(raw, secret, now))
        .send(raw);
      expect(unsigned.status).toBe(401);
      expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
    });

    it('refuses an orderTimestamp more than 7 days back or ahead of now', async () => {
      const day = 24 * 60 * 60 * 1000;
      for (const at of [Date.now() - 8 * day, Date.now() + 60 * 60 * 1000]) {
        const res = await post(
          order(`T-${at}`, tea(), { orderTimestamp: new Date(at).toISOString() }),
        );
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(
          'Order time must be within the last 7 days and not in the future',
        );
      }
      const recent = await post(
        order('T-OK', tea(), { orderTimestamp: new Date(Date.now() - day).toISOString() }),
      );
      expect(recent.status).toBe(200);
      await t.ownerSql(`DELETE FROM app_orders WHERE order_code = 'T-OK'`);
    });

    it('refuses an older version of a menu, as the guest page does', async () => {
      const older = {
        ...menu.tea,
        menuItemId: randomUUID(),
        versionNumber: menu.tea.versionNumber - 1,
        name: 'TEA (OLD)',
      };
      await deliverEvent(t, 'catalogue.menu-item.saved', older, ana.outletId);
      const res = await post(order('V-1', [{ menuItemId: older.menuItemId, quantity: 1 }]));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'An item in your order is no longer on the menu. Please refresh the menu.',
      );
      expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
    });

    it('refuses an item off the ordering page or at price 0, as the guest page does (issue 19)', async () => {
      for (const [code, extra] of [
        ['OFF-1', { name: 'TEA (OFF)', onOrderingPage: false }],
        ['FREE-1', { name: 'TEA (NO PRICE)', price: '0' }],
      ] as const) {
        const item = { ...menu.tea, menuItemId: randomUUID(), menuId: randomUUID(), ...extra };
        await deliverEvent(t, 'catalogue.menu-item.saved', item, ana.outletId);
        const res = await post(order(code, [{ menuItemId: item.menuItemId, quantity: 1 }]));
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(
          'An item in your order is no longer on the menu. Please refresh the menu.',
        );
      }
      expect((await orders()).map((o) => o.order_code)).toEqual(['WH-1', 'WEB-1']);
    });

    it('answers the order code, never an internal id', async () => {
      const res = await post(order('ID-1', tea()));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ orderCode: 'ID-1', duplicate: false });
      await t.ownerSql(`DELETE FROM app_orders WHERE order_code = 'ID-1'`);
    });

    it('makes a secret on the ordering card, shown once; a new one replaces it', async () => {
      const ROTATE = `mutation { rotateOrderWebhookSecret { secret createdAt } }`;
      const CREATED = `{ orderWebhookSecretCreatedAt }`;
      const cara = await signedInOwner(t);
      const caraMenu = await arrangeMenu(t, cara, []);
      expect((await cara.gql(CREATED)).data).toEqual({ orderWebhookSecretCreatedAt: null });
      const body = () =>
        order(
          `ROT-${randomUUID().slice(0, 8)}`,
          [{ menuItemId: caraMenu.tea.menuItemId, quantity: 1 }],
          {
            maskedOutletNumber: caraMenu.masked,
          },
        );
      const first = await cara.gql<{ rotateOrderWebhookSecret: { secret: string } }>(ROTATE);
      expect(first.errors).toBeUndefined();
      const one = first.data!.rotateOrderWebhookSecret.secret;
      expect(one).toMatch(/^mwh_[A-Za-z0-9_-]{43}$/);
      expect((await post(body(), one)).status).toBe(200);
      // the database never holds the secret
      const rows = await t.ownerSql(`SELECT * FROM order_webhook_keys WHERE outlet_id = $1`, [
        cara.outletId,
      ]);
      expect(JSON.stringify(rows)).not.toContain(one.slice(4));
      const second = await cara.gql<{ rotateOrderWebhookSecret: { secret: string } }>(ROTATE);
      const two = second.data!.rotateOrderWebhookSecret.secret;
      expect(two).not.toBe(one);
      expect((await post(body(), one)).status).toBe(401);
      expect((await post(body(), two)).status).toBe(200);
      expect((await cara.gql(CREATED)).data!.orderWebhookSecretCreatedAt).toEqual(
        expect.any(String),
      );
      // ana's secret is untouched by cara's rotation
      expect((await post(order('ANA-OK', tea()))).status).toBe(200);
      await t.ownerSql(`DELETE FROM app_orders WHERE order_code = 'ANA-OK'`);
    });
  });

  it('syncs every order into an APP sale with options and billing lines to the cent, once', async () => {
    expect((await ana.gql(COUNTS)).data).toEqual({ appOrderCounts: { total: 2, unprocessed: 2 } });
    const saved = await collectEvents<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.outletId === ana.outletId,
    );
    const res = await ana.gql<{ syncAppOrders: Record<string, unknown> }>(SYNC);
    expect(res.errors).toBeUndefined();
    expect(res.data!.syncAppOrders).toMatchObject({ status: 'COMPLETED', processed: 2, failed: 0 });
    expect(res.data!.syncAppOrders.unmapped).toEqual(
      expect.arrayContaining([
        { menuItemId: menu.tea.menuItemId, name: 'TEA', versionNumber: 1, optionName: null },
      ]),
    );
    expect((await ana.gql(COUNTS)).data).toEqual({ appOrderCounts: { total: 2, unprocessed: 0 } });

    const sales = await t.ownerSql<{
      source_ref: string;
      sub_total: string;
      billing_total: string;
      nett_total: string;
    }>(
      `SELECT source_ref, sub_total::text, billing_total::text, nett_total::text FROM sales
        WHERE outlet_id = $1 AND source_type = 'APP' ORDER BY source_ref`,
      [ana.outletId],
    );
    expect(sales).toEqual([
      { source_ref: 'WEB-1', sub_total: '24.85', billing_total: '0.74', nett_total: '25.59' },
      { source_ref: 'WH-1', sub_total: '27.40', billing_total: '1.01', nett_total: '28.41' },
    ]);
    const lines = await t.ownerSql<{ name: string; price: string }>(
      `SELECT b.name, b.price::text FROM sales_billings b JOIN sales s ON s.id = b.sale_id
        WHERE s.source_ref = 'WH-1' ORDER BY b.position`,
    );
    expect(lines).toEqual([
      { name: 'SERVICE', price: '2.74' },
      { name: 'VOUCHER', price: '-2.00' },
      { name: 'SST', price: '1.64' },
      { name: 'MEMBER', price: '-1.37' },
    ]);

    // the payload inventory converges on
    await until(
      async () => saved.events.length,
      (n) => n >= 2,
      'two sale.saved',
    );
    saved.stop();
    const events = saved.events;
    expect(events).toHaveLength(2);
    const web = events.find((e) => e.payload.sourceRef === 'WEB-1')!;
    expect(web.outletId).toBe(ana.outletId);
    expect(web.payload).toMatchObject({
      saleState: 'CONFIRMED',
      sourceType: 'APP',
      subTotal: '24.85',
      nettTotal: '25.59',
      revision: 1,
      items: [
        {
          menuItemId: menu.noodles.menuItemId,
          quantity: '1',
          options: [
            { variantIngredientId: null, variantBatchItemId: menu.egg, quantity: '1' },
            { variantIngredientId: menu.hot, variantBatchItemId: null, quantity: '1' },
          ],
        },
        { menuItemId: menu.tea.menuItemId, quantity: '3', options: [] },
      ],
    });
    expect(web.payload.saleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const again = await ana.gql<{ syncAppOrders: Record<string, unknown> }>(SYNC);
    expect(again.data!.syncAppOrders).toMatchObject({ status: 'COMPLETED', processed: 0 });
    expect(
      await t.ownerSql(`SELECT 1 FROM sales WHERE outlet_id = $1`, [ana.outletId]),
    ).toHaveLength(2);
  });

  it('lists an unmapped option of a synced order as "not mapped to stock"', async () => {
    await post(
      order('UNM-1', [
        { menuItemId: menu.noodles.menuItemId, quantity: 1, optionIds: [menu.extra] },
      ]),
    );
    const res = await ana.gql<{ syncAppOrders: { unmapped: unknown[] } }>(SYNC);
    expect(res.data!.syncAppOrders.unmapped).toEqual([
      {
        menuItemId: menu.noodles.menuItemId,
        name: 'NOODLES',
        versionNumber: 2,
        optionName: 'SIZE',
      },
    ]);
  });

  it('runs one sync per outlet at a time: the second answers ALREADY_RUNNING, no order is sold twice', async () => {
    for (let i = 0; i < 30; i++) {
      await post(order(`RUN-${i}`, [{ menuItemId: menu.tea.menuItemId, quantity: 1 }]));
    }
    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.payload.sourceRef === 'RUN-29',
    );
    const [a, b] = await Promise.all([
      ana.gql<{ syncAppOrders: { status: string; processed: number } }>(SYNC),
      ana.gql<{ syncAppOrders: { status: string; processed: number } }>(SYNC),
    ]);
    const answers = [a.data!.syncAppOrders, b.data!.syncAppOrders];
    expect(answers.map((x) => x.status).sort()).toEqual(['ALREADY_RUNNING', 'COMPLETED']);
    expect(answers.reduce((n, x) => n + x.processed, 0)).toBe(30);
    await event;
    const [{ n }] = await t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM sales WHERE source_ref LIKE 'RUN-%'`,
    );
    expect(n).toBe(30);
  });

  it('leaves an order that cannot be sold unprocessed with its error and answers PARTIAL', async () => {
    await post(order('FAIL-1', [{ menuItemId: menu.tea.menuItemId, quantity: 1 }]));
    await post(order('FAIL-2', [{ menuItemId: menu.tea.menuItemId, quantity: 2 }]));
    // an APP sale of that order code already exists: the unique source refuses a second one
    await t.ownerSql(
      `INSERT INTO sales (outlet_id, sale_date, sale_state, source_type, source_ref, sub_total, nett_total)
       VALUES ($1, '2026-01-01', 'CONFIRMED', 'APP', 'FAIL-1', 0, 0)`,
      [ana.outletId],
    );
    const res = await ana.gql<{ syncAppOrders: Record<string, unknown> }>(SYNC);
    expect(res.data!.syncAppOrders).toMatchObject({ status: 'PARTIAL', processed: 1, failed: 1 });
    const rows = await t.ownerSql<{
      order_code: string;
      processed: boolean;
      sync_error: string | null;
    }>(
      `SELECT order_code, processed, sync_error FROM app_orders WHERE order_code LIKE 'FAIL-%' ORDER BY order_code`,
    );
    expect(rows).toEqual([
      {
        order_code: 'FAIL-1',
        processed: false,
        sync_error: expect.stringContaining('sales_source'),
      },
      { order_code: 'FAIL-2', processed: true, sync_error: null },
    ]);
    expect((await ana.gql(COUNTS)).data).toMatchObject({ appOrderCounts: { unprocessed: 1 } });
  });

  it('answers 503 with Retry-After and stores no order priced without its add-ons while identity does not answer', async () => {
    const eve = await signedInOwner(t);
    const eveMenu = await arrangeMenu(t, eve, null);
    const eveSecret = await webhookSecretOf(t, eveMenu.masked);
    t.lookups.answer('identity', 'silent');
    try {
      const res = await post(
        {
          maskedOutletNumber: eveMenu.masked,
          orderCode: 'EVE-1',
          items: [{ menuItemId: eveMenu.tea.menuItemId, quantity: 2 }],
        },
        eveSecret,
      );
      // "try again": a sender retries a 503, never a 500
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toEqual({
        error: { message: expect.stringMatching(/try again/), code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      t.lookups.answer('identity', 'nothing');
    }
    expect(
      await t.ownerSql(`SELECT order_code FROM app_orders WHERE outlet_id = $1`, [eve.outletId]),
    ).toEqual([]);
  });

  it('asks identity for the add-ons of an outlet it never heard of, once, and keeps them', async () => {
    const dan = await signedInOwner(t);
    const danMenu = await arrangeMenu(t, dan, null);
    const asked: unknown[] = [];
    t.lookups.answer('identity', (req) => {
      asked.push(req);
      return [
        {
          outletId: dan.outletId,
          ownerId: dan.ownerId,
          outletName: 'Test Outlet',
          outletAddress: '',
          contactNumber: null,
          paymentDetails: { name: null, accountNumber: null, bank: null },
          outletNumber: '7',
          maskedOutletNumber: danMenu.masked,
          billings: [{ name: 'SERVICE', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' }],
          revision: 4,
        },
      ] as never;
    });
    const danSecret = await webhookSecretOf(t, danMenu.masked);
    try {
      for (const code of ['DAN-1', 'DAN-2']) {
        const res = await post(
          {
            maskedOutletNumber: danMenu.masked,
            orderCode: code,
            items: [{ menuItemId: danMenu.tea.menuItemId, quantity: 2 }],
          },
          danSecret,
        );
        expect(res.status).toBe(200);
        const [row] = await t.ownerSql(
          `SELECT billing_total::text AS "billingTotal", total::text AS total
             FROM app_orders WHERE outlet_id = $1 AND order_code = $2`,
          [dan.outletId, code],
        );
        expect(row).toEqual({ billingTotal: '0.67', total: '7.37' });
      }
      expect(asked).toEqual([{ outletId: dan.outletId, kind: 'outlet' }]);
      expect(
        await t.ownerSql(`SELECT revision FROM outlet_billings WHERE outlet_id = $1`, [
          dan.outletId,
        ]),
      ).toEqual([{ revision: 4 }]);
    } finally {
      t.lookups.answer('identity', 'nothing');
    }
  });
});
