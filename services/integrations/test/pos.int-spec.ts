import { randomUUID } from 'node:crypto';
import type { PosReceiptReceivedEvent } from '@mise/contracts';
import { collectEvents, ownersSuite, purgeCheck, until, type TestOwner } from '@mise/testing';
import { tenancy } from '../src/tenancy';
import {
  connect,
  startWithProviders,
  type IntegrationsTestApp,
  type LocalProviders,
} from './helpers';

type App = IntegrationsTestApp & { providers: LocalProviders };

const STORES = `posStores { storeId name outletId outletName pendingReceipts }`;
const MAP = `mutation($s: String!, $o: ID) {
  mapPosStore(storeId: $s, outletId: $o) { storeId name outletId outletName pendingReceipts } }`;
const SYNC = `mutation { syncPosReceipts { received pending message } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('integrations: Loyverse receipts (contract phase 2 §1)', () => {
  const s = ownersSuite<App>(
    () =>
      startWithProviders({
        PUBLIC_API_URL: 'http://api.test',
        // 429, 500 and a timeout, then room for a slow machine's own timeout
        MAIL_SEND_ATTEMPTS: '6',
        POS_SYNC_INTERVAL_MS: '3600000',
      }),
    2,
  );
  const lv = () => s.t.providers.loyverse;
  /** Ana's second outlet (the kiosk's). */
  const second = randomUUID();
  const main = () => lv().stores.find((x) => x.name === 'Main Store')!;
  const kiosk = () => lv().stores.find((x) => x.name === 'Kiosk')!;
  const ours = (e: { payload: PosReceiptReceivedEvent }) =>
    e.payload.receiptId.startsWith(`${lv().merchant.id}:`);
  /** This owner's receipt events and pending rows: what "nothing stored" counts. */
  const stored = async () => {
    const [outbox] = await s.t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE subject = 'integrations.pos-receipt.received'
          AND envelope->>'outletId' = ANY($1::text[])`,
      [[s.ana.outletId, second]],
    );
    const [pending] = await s.t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pos_pending_receipts WHERE owner_id = $1`,
      [s.ana.ownerId],
    );
    return { events: outbox.n, pending: pending.n };
  };
  const map = (who: TestOwner, storeId: string, outletId: string | null) =>
    who.gql<{ mapPosStore: Record<string, unknown> }>(MAP, { s: storeId, o: outletId });

  beforeAll(async () => {
    const pos = await connect(s.ana.gql, 'POS');
    expect(pos).toMatchObject({ state: 'CONNECTED', tenantId: lv().merchant.id });
    // the service runs on a port chosen at start: Loyverse's deliveries are sent there
    lv().deliverTo = `${s.t.url}/webhooks/loyverse`;
    await s.t.ownerSql(
      `INSERT INTO outlets (id, owner_id, outlet_name, revision, occurred_at)
       VALUES ($1, $2, 'Kiosk Outlet', 1, now())`,
      [second, s.ana.ownerId],
    );
  });

  it('registers the receipts webhook at {PUBLIC_API_URL}/webhooks/loyverse on connect', async () => {
    expect(lv().webhooks).toEqual([
      expect.objectContaining({
        url: 'http://api.test/webhooks/loyverse',
        type: 'receipts.update',
        status: 'ENABLED',
      }),
    ]);
    const [row] = await s.t.ownerSql<{ webhook_id: string }>(
      `SELECT webhook_id FROM connections WHERE owner_id = $1 AND provider = 'POS'`,
      [s.ana.ownerId],
    );
    expect(row.webhook_id).toBe(lv().webhooks[0].id);
  });

  it("lists the Loyverse stores, none linked yet; another owner's outlet is not found", async () => {
    const { data } = await s.ana.gql<{ posStores: unknown[] }>(`{ ${STORES} }`);
    expect(data?.posStores).toEqual([
      {
        storeId: main().id,
        name: 'Main Store',
        outletId: null,
        outletName: null,
        pendingReceipts: 0,
      },
      { storeId: kiosk().id, name: 'Kiosk', outletId: null, outletName: null, pendingReceipts: 0 },
    ]);
    // cross-tenant: Ben's outlet for Ana's store, Ana's outlet for Ben (not connected)
    for (const [who, outletId] of [
      [s.ana, s.ben.outletId],
      [s.ben, s.ana.outletId],
    ] as const) {
      const refused = await map(who, main().id, outletId);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Outlet not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const [{ n }] = await s.t.ownerSql<{ n: number }>(`SELECT count(*)::int AS n FROM pos_stores`);
    expect(n).toBe(0);
    // Ben has no Loyverse: no stores
    expect((await s.ben.gql(`{ ${STORES} }`)).data).toEqual({ posStores: [] });
  });

  it('refuses a wrong, missing or tampered signature with 401 and stores nothing', async () => {
    const raw = JSON.stringify({
      merchant_id: lv().merchant.id,
      type: 'receipts.update',
      created_at: new Date().toISOString(),
      receipts: [
        {
          receipt_number: '9-0001',
          receipt_type: 'SALE',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          receipt_date: new Date().toISOString(),
          store_id: kiosk().id,
          total_money: 5,
          line_items: [],
        },
      ],
    });
    const before = await stored();
    const wrong = await lv().deliver(raw, Buffer.alloc(20, 1).toString('base64'));
    const missing = await lv().deliver(raw, null);
    const tampered = await lv().deliver(
      raw.replace('"total_money":5', '"total_money":0'),
      lv().sign(raw),
    );
    const otherSecret = await lv().deliver(raw, 'not base64 at all!');
    for (const d of [wrong, missing, tampered, otherSecret])
      expect(d.map((x) => x.status)).toEqual([401]);
    expect(await stored()).toEqual(before);
    // the same body signed with the client secret is taken
    expect((await lv().deliver(raw, lv().sign(raw))).map((x) => x.status)).toEqual([200]);
    expect((await stored()).pending).toBe(before.pending + 1);
  });

  it('sends a webhook receipt as one event in the mapped outlet, amounts exact', async () => {
    const mapped = await map(s.ana, main().id, s.ana.outletId);
    expect(mapped.data?.mapPosStore).toEqual({
      storeId: main().id,
      name: 'Main Store',
      outletId: s.ana.outletId,
      outletName: 'Test Outlet',
      pendingReceipts: 0,
    });
    const got = await collectEvents<PosReceiptReceivedEvent>(
      'integrations.pos-receipt.received',
      ours,
    );
    try {
      const { receipt, deliveries } = await lv().addReceipt(main().id, {
        receipt_date: '2026-11-26T17:30:00.000Z', // 01:30 on the 27th in Kuala Lumpur
        line_items: [
          {
            item_name: 'Nasi Lemak',
            variant_name: 'Large',
            quantity: 3,
            price: 0.1,
            total_money: 0.3,
            line_modifiers: [{ name: 'Egg', option: 'Fried', price: 1.1 }],
          },
          {
            item_name: 'Teh Tarik',
            variant_name: null,
            quantity: 1.5,
            price: 4.2,
            total_money: 6.3,
            line_modifiers: [],
          },
        ],
      });
      expect(deliveries.map((d) => d.status)).toEqual([200]);
      const [event] = await until(
        async () => got.events.filter((e) => e.payload.receiptNumber === receipt.receipt_number),
        (found) => found.length > 0,
        'the receipt event',
      );
      expect(event.outletId).toBe(s.ana.outletId);
      expect(event.payload).toEqual({
        provider: 'LOYVERSE',
        receiptId: `${lv().merchant.id}:${receipt.receipt_number}`,
        receiptNumber: receipt.receipt_number,
        receiptType: 'SALE',
        refundFor: null,
        receiptDate: '2026-11-27',
        cancelled: false,
        lines: [
          {
            name: 'Nasi Lemak',
            variantName: 'Large',
            quantity: '3',
            price: '0.10',
            total: '0.30',
            options: [{ name: 'Egg', option: 'Fried', price: '1.10' }],
          },
          {
            name: 'Teh Tarik',
            variantName: null,
            quantity: '1.5',
            price: '4.20',
            total: '6.30',
            options: [],
          },
        ],
        total: '6.60',
        updatedAt: receipt.updated_at,
      });
      // Loyverse delivers it again: the same revision is not sent twice
      const raw = JSON.stringify({
        merchant_id: lv().merchant.id,
        type: 'receipts.update',
        created_at: new Date().toISOString(),
        receipts: [receipt],
      });
      expect((await lv().deliver(raw, lv().sign(raw))).map((d) => d.status)).toEqual([200]);
      // a refund of it: refundFor in the same form
      const { receipt: refund } = await lv().addReceipt(main().id, {
        receipt_type: 'REFUND',
        refund_for: receipt.receipt_number,
      });
      await until(
        async () => got.events.filter((e) => e.payload.receiptNumber === refund.receipt_number),
        (found) => found.length > 0,
        'the refund event',
      );
      await sleep(300);
      const about = got.events.filter((e) => e.payload.receiptNumber === receipt.receipt_number);
      expect(about).toHaveLength(1);
      const refunded = got.events.find((e) => e.payload.receiptNumber === refund.receipt_number)!;
      expect(refunded.payload).toMatchObject({
        receiptType: 'REFUND',
        refundFor: `${lv().merchant.id}:${receipt.receipt_number}`,
      });
    } finally {
      got.stop();
    }
  });

  it("keeps an unmapped store's receipts until the store is mapped, then sends them", async () => {
    const got = await collectEvents<PosReceiptReceivedEvent>(
      'integrations.pos-receipt.received',
      ours,
    );
    try {
      const { receipt } = await lv().addReceipt(kiosk().id);
      await sleep(300);
      expect(got.events.filter((e) => e.payload.receiptNumber === receipt.receipt_number)).toEqual(
        [],
      );
      const { data } = await s.ana.gql<{
        posStores: Array<{ storeId: string; pendingReceipts: number }>;
      }>(`{ ${STORES} }`);
      // the one of the signature test and this one
      expect(data?.posStores.find((x) => x.storeId === kiosk().id)?.pendingReceipts).toBe(2);
      // one store per outlet
      const taken = await map(s.ana, kiosk().id, s.ana.outletId);
      expect(taken.errors?.[0]).toMatchObject({
        message: 'This outlet already has a Loyverse store',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const mapped = await map(s.ana, kiosk().id, second);
      expect(mapped.data?.mapPosStore).toMatchObject({
        outletId: second,
        outletName: 'Kiosk Outlet',
        pendingReceipts: 0,
      });
      const sent = await until(
        async () => got.events.filter((e) => e.outletId === second),
        (found) => found.length === 2,
        'the pending receipts in the kiosk outlet',
      );
      expect(sent.map((e) => e.payload.receiptNumber).sort()).toEqual(
        ['9-0001', receipt.receipt_number].sort(),
      );
      expect((await stored()).pending).toBe(0);
    } finally {
      got.stop();
    }
  });

  it('after a webhook outage, the pull brings each missed receipt once, page by page', async () => {
    lv().webhooksOn = false;
    const got = await collectEvents<PosReceiptReceivedEvent>(
      'integrations.pos-receipt.received',
      ours,
    );
    try {
      const missed: string[] = [];
      for (let i = 0; i < 260; i++) {
        const { receipt } = await lv().addReceipt(i % 2 ? main().id : kiosk().id);
        missed.push(receipt.receipt_number);
      }
      const callsBefore = lv().server.calls.length;
      const { data, errors } = await s.ana.gql<{ syncPosReceipts: Record<string, unknown> }>(SYNC);
      expect(errors).toBeUndefined();
      // the earlier receipts (already sent by the webhook) are read again but not sent again
      expect(data?.syncPosReceipts).toEqual({
        received: 260,
        pending: 0,
        message: '260 receipts received from Loyverse',
      });
      const pages = lv()
        .server.calls.slice(callsBefore)
        .filter((c) => c.path === '/v1.0/receipts' && c.status === 200);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const all = await until(
        async () => got.events.filter((e) => missed.includes(e.payload.receiptNumber)),
        (found) => found.length >= 260,
        'the missed receipts',
      );
      expect(new Set(all.map((e) => e.payload.receiptNumber)).size).toBe(260);
      // each in its store's outlet
      const storeOf = new Map(lv().receipts.map((r) => [r.receipt_number, r.store_id]));
      for (const e of all) {
        const outlet = storeOf.get(e.payload.receiptNumber) === main().id ? s.ana.outletId : second;
        expect(e.outletId).toBe(outlet);
      }
      // again: nothing new
      const again = await s.ana.gql<{ syncPosReceipts: Record<string, unknown> }>(SYNC);
      expect(again.data?.syncPosReceipts).toEqual({
        received: 0,
        pending: 0,
        message: 'No new receipts from Loyverse',
      });
      await sleep(300);
      expect(got.events.filter((e) => missed.includes(e.payload.receiptNumber))).toHaveLength(260);
    } finally {
      got.stop();
      lv().webhooksOn = true;
    }
  });

  it('survives a 429, a 500 and a timeout on the pull', async () => {
    lv().webhooksOn = false;
    try {
      const added: string[] = [];
      for (let i = 0; i < 3; i++)
        added.push((await lv().addReceipt(main().id)).receipt.receipt_number);
      const path = '/v1.0/receipts';
      const callsBefore = lv().server.calls.length;
      lv().failNext(1, { status: 429, retryAfter: 1, path });
      lv().failNext(1, { status: 500, path });
      lv().failNext(1, { status: 'timeout', path });
      const { data, errors } = await s.ana.gql<{ syncPosReceipts: { received: number } }>(SYNC);
      expect(errors).toBeUndefined();
      expect(data?.syncPosReceipts.received).toBe(3);
      const statuses = lv()
        .server.calls.slice(callsBefore)
        .filter((c) => c.path === path)
        .map((c) => c.status);
      // each failure was tried again; the last try answered (a busy machine may add a timeout)
      expect(statuses.slice(0, 3)).toEqual([429, 500, 0]);
      expect(statuses.at(-1)).toBe(200);
      const [{ n }] = await s.t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pos_receipts_sent WHERE owner_id = $1 AND receipt_id = ANY($2::text[])`,
        [s.ana.ownerId, added.map((x) => `${lv().merchant.id}:${x}`)],
      );
      expect(n).toBe(3);
    } finally {
      lv().webhooksOn = true;
    }
  }, 60_000);

  it('a pull forgets sent revisions more than 30 days older than its newest receipt', async () => {
    const old = `${lv().merchant.id}:OLD-${randomUUID().slice(0, 8)}`;
    const recent = `${lv().merchant.id}:RECENT-${randomUUID().slice(0, 8)}`;
    await s.t.ownerSql(
      `INSERT INTO pos_receipts_sent (owner_id, receipt_id, updated_at)
       VALUES ($1, $2, now() - interval '40 days'), ($1, $3, now() - interval '20 days')`,
      [s.ana.ownerId, old, recent],
    );
    const { errors } = await s.ana.gql(SYNC);
    expect(errors).toBeUndefined();
    const kept = await s.t.ownerSql<{ receipt_id: string }>(
      `SELECT receipt_id FROM pos_receipts_sent WHERE receipt_id = ANY($1::text[])`,
      [[old, recent]],
    );
    expect(kept.map((r) => r.receipt_id)).toEqual([recent]);
  });

  it('Ben without Loyverse: Sync receipts says so', async () => {
    const res = await s.ben.gql(SYNC);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Loyverse is not connected',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('disconnect deletes the webhook; later deliveries are ignored', async () => {
    const done = await s.ana.gql(`mutation { disconnect(provider: POS) { state } }`);
    expect(done.data).toEqual({ disconnect: { state: 'NOT_CONNECTED' } });
    expect(lv().webhooks).toEqual([]);
    const before = await stored();
    const raw = JSON.stringify({
      merchant_id: lv().merchant.id,
      type: 'receipts.update',
      created_at: new Date().toISOString(),
      receipts: [lv().receipts[0]],
    });
    const res = await fetch(`${s.t.url}/webhooks/loyverse`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Loyverse-Signature': lv().sign(raw) },
      body: raw,
    });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual(before);
  });
});

describe('integrations: the POS pull on its timer', () => {
  const s = ownersSuite<App>(() => startWithProviders({ POS_SYNC_INTERVAL_MS: '400' }), 1);

  it('pulls every connected owner without being asked', async () => {
    const lv = s.t.providers.loyverse;
    await connect(s.ana.gql, 'POS');
    lv.webhooksOn = false;
    const store = lv.stores[0];
    await s.ana.gql(MAP, { s: store.id, o: s.ana.outletId });
    const got = await collectEvents<PosReceiptReceivedEvent>(
      'integrations.pos-receipt.received',
      (e) => e.outletId === s.ana.outletId,
    );
    try {
      const { receipt } = await lv.addReceipt(store.id);
      const [event] = await until(
        async () => got.events,
        (found) => found.length > 0,
        'the pulled receipt',
      );
      expect(event.payload.receiptNumber).toBe(receipt.receipt_number);
    } finally {
      got.stop();
    }
  });

  it("forgets a deleted outlet's store mapping (the tenancy's purge)", async () => {
    const lv = s.t.providers.loyverse;
    const [{ n }] = await s.t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pos_stores WHERE outlet_id = $1`,
      [s.ana.outletId],
    );
    expect(n).toBe(1);
    const before = await purgeCheck(s.t, {
      tenancy,
      outlet: { outletId: s.ana.outletId, ownerId: s.ana.ownerId },
    });
    expect(before.pos_stores).toBe(1);
    // its store's receipts wait for an outlet again
    const { receipt } = await lv.addReceipt(lv.stores[0].id);
    await s.ana.gql(SYNC);
    const [pending] = await s.t.ownerSql<{ receipt_id: string }>(
      `SELECT receipt_id FROM pos_pending_receipts WHERE owner_id = $1`,
      [s.ana.ownerId],
    );
    expect(pending.receipt_id).toBe(`${lv.merchant.id}:${receipt.receipt_number}`);
  });

  it('a refused token renewal on the pull: NEEDS_RECONNECT, said in plain words', async () => {
    const lv = s.t.providers.loyverse;
    lv.server.expireAccessTokens();
    lv.server.revokeRefreshTokens();
    const res = await s.ana.gql(SYNC);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Loyverse refused to renew access: connect again',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { data } = await s.ana.gql<{ integrations: Array<{ provider: string; state: string }> }>(
      `{ integrations { provider state } }`,
    );
    expect(data?.integrations.find((c) => c.provider === 'POS')?.state).toBe('NEEDS_RECONNECT');
  });
});
