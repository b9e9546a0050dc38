import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type EventMap, type MenuItemSavedEvent, type VariantSavedEvent } from '@mise/contracts';
import {
  answerLookups,
  type LookupStandIns,
  deliverEvent,
  eventPayload,
  startTestApp,
  startTestS3,
  type TestApp,
  type TestOwner,
  type TestS3,
} from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type SalesConfig, loadSalesConfig } from '../src/config';
import { migrations } from '../src/migrations';
import { orderSignature, outletWebhookSecret } from '../src/order/order-webhook-keys';

export type SalesTestApp = TestApp<SalesConfig> & {
  /** stand-ins for catalogue and identity: they know nothing unless a test says otherwise */
  lookups: LookupStandIns<'catalogue' | 'identity'>;
};

export const WEBHOOK_SECRET = 'test-orders-webhook-secret';
export const TOKEN_SECRET = 'test-order-token-secret';

/**
 * sales on a fresh database of its own (real Postgres and NATS); the test kit answers once its
 * durable consumers exist. Catalogue's and identity's look-ups are answered by `t.lookups`
 * (nothing known by default; `t.lookups.answer(owner, ...)` to know rows or stay silent).
 * Close it in afterAll.
 */
export async function startSales(env: Record<string, string> = {}): Promise<SalesTestApp> {
  const t = await startTestApp({
    service: 'sales',
    loadConfig: loadSalesConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env: { ORDERS_WEBHOOK_SECRET: WEBHOOK_SECRET, ORDER_TOKEN_SECRET: TOKEN_SECRET, ...env },
  });
  return Object.assign(t, { lookups: await answerLookups(t, ['catalogue', 'identity']) });
}

export type SalesS3TestApp = SalesTestApp & { s3: TestS3 };

/** `startSales` with a test S3 store of its own (`t.s3`: CSV files, menu photos), closed with it. */
export async function startSalesWithS3(): Promise<SalesS3TestApp> {
  const s3 = await startTestS3();
  const t = await startSales(s3.env).catch(async (e: unknown) => {
    await s3.close();
    throw e;
  });
  const closeApp = t.close.bind(t);
  const close = async () => {
    await closeApp();
    await s3.close();
  };
  return Object.assign(t, { s3, close });
}

/**
 * The outlet's webhook signing secret (the one `rotateOrderWebhookSecret` would show), made once
 * per outlet for tests that are not about rotating it.
 */
export async function webhookSecretOf(
  t: SalesTestApp,
  maskedOutletNumber: string,
): Promise<string> {
  const [outlet] = await t.ownerSql<{ id: string }>(
    `SELECT id FROM outlets WHERE masked_outlet_number = $1`,
    [maskedOutletNumber],
  );
  if (!outlet) return 'no-such-outlet';
  await t.ownerSql(
    `INSERT INTO order_webhook_keys (outlet_id, key_id) VALUES ($1, 'test-key')
     ON CONFLICT DO NOTHING`,
    [outlet.id],
  );
  const [key] = await t.ownerSql<{ key_id: string }>(
    `SELECT key_id FROM order_webhook_keys WHERE outlet_id = $1`,
    [outlet.id],
  );
  return outletWebhookSecret(WEBHOOK_SECRET, outlet.id, key.key_id);
}

/** A POST of `raw` to /webhooks/orders signed with `secret` at `timestamp` (now by default). */
export function signedPost(
  t: SalesTestApp,
  raw: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  return request(t.url)
    .post('/webhooks/orders')
    .set('content-type', 'application/json')
    .set('x-mise-timestamp', String(timestamp))
    .set('x-mise-signature', orderSignature(raw, secret, timestamp))
    .send(raw);
}

/** An order from an outside site (the signed webhook): stored SERVED, so Sync Now sells it. */
export async function postOrder(
  t: SalesTestApp,
  body: {
    maskedOutletNumber: string;
    orderCode: string;
    items: ReadonlyArray<{ menuItemId: string; quantity: number; optionIds?: readonly string[] }>;
  },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const secret = await webhookSecretOf(t, body.maskedOutletNumber);
  const res = await signedPost(t, JSON.stringify(body), secret);
  return { status: res.status, body: res.body as Record<string, unknown> };
}

/** A small menu in an outlet, as catalogue and identity would announce it. */
export interface Menu {
  masked: string;
  /** RM 12.50, a recipe, variants SIZE (MULTIPLE, max 2) and SPICE (SINGLE) */
  noodles: MenuItemSavedEvent;
  /** RM 3.35, no recipe */
  tea: MenuItemSavedEvent;
  size: VariantSavedEvent;
  spice: VariantSavedEvent;
  /** SIZE's options: large (+1.20, ingredient), extra (+0.50, amount 0: unmapped), egg (+2.00, batch) */
  large: string;
  extra: string;
  egg: string;
  /** SPICE's options: mild, hot (+0.30) */
  mild: string;
  hot: string;
}

/** `billings` null: identity announces none (sales has never heard of the outlet's add-ons). */
export async function arrangeMenu(
  t: SalesTestApp,
  owner: TestOwner,
  billings: EventMap['identity.outlet.updated']['billings'] | null = [],
): Promise<Menu> {
  const [{ masked }] = await t.ownerSql<{ masked: string }>(
    `SELECT masked_outlet_number AS masked FROM outlets WHERE id = $1`,
    [owner.outletId],
  );
  const [large, extra, egg, mild, hot] = [1, 2, 3, 4, 5].map(() => randomUUID());
  const size: VariantSavedEvent = {
    variantId: randomUUID(),
    name: 'SIZE',
    variantType: 'MULTIPLE',
    maxChoice: 2,
    ingredients: [
      { variantIngredientId: large, ingredientId: randomUUID(), amount: '1', addOnPrice: '1.20' },
      {
        variantIngredientId: extra,
        ingredientId: randomUUID(),
        amount: '0',
        addOnPrice: '0.50',
        name: 'EXTRA CHEESE',
      },
    ],
    batchItems: [
      {
        variantBatchItemId: egg,
        batchItemId: randomUUID(),
        amount: '1',
        addOnPrice: '2.00',
        name: 'EGG',
      },
    ],
    revision: 1,
  };
  const spice: VariantSavedEvent = {
    variantId: randomUUID(),
    name: 'SPICE',
    variantType: 'SINGLE',
    maxChoice: 1,
    ingredients: [
      { variantIngredientId: mild, ingredientId: randomUUID(), amount: '1', addOnPrice: '0.00' },
      { variantIngredientId: hot, ingredientId: randomUUID(), amount: '1', addOnPrice: '0.30' },
    ],
    batchItems: [],
    revision: 1,
  };
  const noodles: MenuItemSavedEvent = {
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 2,
    name: 'NOODLES',
    category: 'MAINS',
    price: '12.50',
    costPerServing: '4.1250',
    ingredients: [{ ingredientId: randomUUID(), preferredInventoryId: null, amount: '0.2' }],
    batchIngredients: [],
    variantIds: [size.variantId, spice.variantId],
    revision: 1,
  };
  const tea: MenuItemSavedEvent = {
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 1,
    name: 'TEA',
    category: 'DRINKS',
    price: '3.35',
    costPerServing: '0',
    ingredients: [],
    batchIngredients: [],
    variantIds: [],
    revision: 1,
  };
  const id = owner.outletId;
  await deliverEvent(t, 'catalogue.variant.saved', size, id);
  await deliverEvent(t, 'catalogue.variant.saved', spice, id);
  await deliverEvent(t, 'catalogue.menu-item.saved', noodles, id);
  await deliverEvent(t, 'catalogue.menu-item.saved', tea, id);
  if (billings === null) return { masked, noodles, tea, size, spice, large, extra, egg, mild, hot };
  await deliverEvent(
    t,
    'identity.outlet.updated',
    eventPayload('identity.outlet.updated', {
      outletId: id,
      ownerId: owner.ownerId,
      billings,
      changedFields: ['billings'],
    }),
    id,
  );
  return { masked, noodles, tea, size, spice, large, extra, egg, mild, hot };
}

export const REQUEST_CSV_UPLOAD = `mutation($file: UploadFileInput!) { requestSalesCsvUpload(file: $file) { key url headers { name value } } }`;

/** Uploads a CSV as `owner` would (the presigned PUT of `requestSalesCsvUpload`); its key. */
export async function uploadCsv(owner: TestOwner, text: string): Promise<string> {
  const body = Buffer.from(text, 'utf8');
  const res = await owner.gql<{
    requestSalesCsvUpload: {
      key: string;
      url: string;
      headers: Array<{ name: string; value: string }>;
    };
  }>(REQUEST_CSV_UPLOAD, {
    file: { fileName: 'sales.csv', contentType: 'text/csv', size: body.length },
  });
  if (res.errors) throw new Error(`requestSalesCsvUpload: ${JSON.stringify(res.errors)}`);
  const ticket = res.data!.requestSalesCsvUpload;
  const put = await fetch(ticket.url, {
    method: 'PUT',
    headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
    body,
  });
  if (put.status !== 200) throw new Error(`upload answered ${put.status}`);
  return ticket.key;
}
