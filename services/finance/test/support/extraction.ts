import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Subscription } from '@nats-io/transport-node';
import {
  type CreditsReserveRequest,
  type EventEnvelope,
  type ExtractionFinishedEvent,
  FinanceSubjects,
  Requests,
} from '@mise/contracts';
import type { DocumentReading, ReadLine } from '@mise/extraction';
import { collectEvents, putPresigned, testNats, type TestOwner } from '@mise/testing';
import type { DocumentReader } from '../../src/extraction/extraction-worker';
import { ExtractionWorker } from '../../src/extraction/extraction-worker';
import { WorkerModule } from '../../src/worker.module';
import type { FinanceTestApp } from '../helpers';

/** An extraction worker in this process, on the app's database, NATS consumer and store. */
export async function startWorker(
  t: FinanceTestApp,
  reader: DocumentReader,
): Promise<{ app: INestApplicationContext; close(): Promise<void> }> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config, reader), {
    logger: ['error'],
  });
  await app.get(ExtractionWorker).ready();
  return { app, close: () => app.close() };
}

/**
 * Billing's `rpc.billing.credits-reserve` as a real NATS responder on the app's prefix: records
 * every request and answers `granted` (min of it and the request), or nothing while `silent`.
 */
export interface BillingStandIn {
  readonly asked: CreditsReserveRequest[];
  granted: number;
  silent: boolean;
  stop(): void;
}

export async function billingStandIn(t: FinanceTestApp, granted = 100): Promise<BillingStandIn> {
  const nc = await testNats();
  const state: BillingStandIn = {
    asked: [],
    granted,
    silent: false,
    stop: () => sub.unsubscribe(),
  };
  const sub: Subscription = nc.subscribe(`${t.config.natsRpcPrefix}${Requests.creditsReserve}`, {
    callback: (_e, msg) => {
      const req = msg.json<CreditsReserveRequest>();
      state.asked.push(req);
      if (state.silent) return;
      msg.respond(JSON.stringify({ granted: Math.min(state.granted, req.requested) }));
    },
  });
  await nc.flush();
  return state;
}

/** Every `finance.extraction.finished` of this outlet (what billing settles with). */
export async function finishedEvents(outletId: string) {
  return collectEvents<ExtractionFinishedEvent>(
    FinanceSubjects.extractionFinished,
    (e: EventEnvelope<ExtractionFinishedEvent>) => e.outletId === outletId,
  );
}

/** Uploads a file to an expense through the API (request, PUT, attach); answers its key. */
export async function upload(
  o: TestOwner,
  expenseId: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
): Promise<{ key: string; errors?: unknown }> {
  const req = await o.gql<{
    requestExpenseUpload: {
      key: string;
      url: string;
      method: string;
      headers: Array<{ name: string; value: string }>;
    };
  }>(
    `mutation($e: ID!, $f: UploadFileInput!) {
       requestExpenseUpload(expenseId: $e, file: $f) { key url method headers { name value } } }`,
    { e: expenseId, f: { fileName, contentType, size: bytes.length } },
  );
  if (req.errors) return { key: '', errors: req.errors };
  await putPresigned(req.data!.requestExpenseUpload, bytes);
  const res = await o.gql<{ attachExpenseUpload: { files: Array<{ fileName: string }> } }>(
    `mutation($e: ID!, $k: String!) { attachExpenseUpload(expenseId: $e, key: $k) { id } }`,
    { e: expenseId, k: req.data!.requestExpenseUpload.key },
  );
  return { key: req.data!.requestExpenseUpload.key, errors: res.errors };
}

/** An inventory item (and its ingredient) as inventory's events leave them in the projections. */
export async function seedItem(
  t: FinanceTestApp,
  outletId: string,
  name: string,
  ingredient: string,
  unit: string,
): Promise<string> {
  const ingredientId = randomUUID();
  const itemId = randomUUID();
  await t.ownerSql(
    `INSERT INTO ingredient_refs (ingredient_id, outlet_id, name, unit, revision)
     VALUES ($1, $2, $3, $4, 1)`,
    [ingredientId, outletId, ingredient, unit],
  );
  await t.ownerSql(
    `INSERT INTO inventory_item_refs (inventory_item_id, outlet_id, name, ingredient_id, revision)
     VALUES ($1, $2, $3, $4, 1)`,
    [itemId, outletId, name, ingredientId],
  );
  return itemId;
}

export function line(description: string, over: Partial<ReadLine> = {}): ReadLine {
  return {
    description,
    quantity: '1',
    unit: null,
    unitPrice: '1.00',
    total: '1.00',
    review: [],
    confidence: 1,
    ...over,
  };
}

export function reading(over: Partial<DocumentReading> = {}): DocumentReading {
  return {
    source: 'PDF_TEXT',
    hasEmbeddedInvoice: false,
    kind: 'INVOICE',
    supplier: null,
    number: null,
    date: null,
    total: null,
    currency: 'MYR',
    lines: [],
    charges: [],
    review: [],
    pages: 1,
    seconds: 0.01,
    ...over,
  };
}

/**
 * A stand-in engine: the reading of each file by its name (`readings`), else an error (a file
 * that cannot be read). Records what it was asked.
 */
export function fakeReader(
  readings: Map<string, DocumentReading | (() => Promise<DocumentReading>)>,
) {
  const asked: string[] = [];
  const reader: DocumentReader = async (_bytes, options) => {
    asked.push(options?.fileName ?? '?');
    options?.onPage?.(1, 1);
    const r = readings.get(options?.fileName ?? '');
    if (!r) throw new Error('unreadable');
    return typeof r === 'function' ? r() : r;
  };
  return { reader, asked };
}
