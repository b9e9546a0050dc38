import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventMap, EventSubject, InvoiceSnapshot } from '@mise/contracts';

/**
 * A valid payload per subject, with fresh ids and plain defaults (revision 1, empty lists, a
 * price of 0): `Record<EventSubject, ...>`, so a subject added to `EventMap` without a builder
 * does not compile.
 */
const DEFAULTS: { [S in EventSubject]: () => EventMap[S] } = {
  'identity.owner.registered': () => ({
    ownerId: randomUUID(),
    subject: `test|${randomUUID()}`,
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    firstName: 'Ana',
    lastName: 'Lim',
    isAdmin: false,
    revision: 1,
  }),
  'identity.owner.updated': () => ({
    ownerId: randomUUID(),
    subject: `test|${randomUUID()}`,
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    firstName: 'Ana',
    lastName: 'Lim',
    whatsappNumber: null,
    isAdmin: false,
    revision: 2,
  }),
  'identity.outlet.created': () => ({
    outletId: randomUUID(),
    ownerId: randomUUID(),
    outletName: 'Test Outlet',
    outletNumber: '1',
    maskedOutletNumber: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
    outletAddress: '',
    revision: 1,
  }),
  'identity.outlet.updated': () => ({
    outletId: randomUUID(),
    ownerId: randomUUID(),
    outletName: 'Test Outlet',
    outletAddress: '',
    contactNumber: null,
    paymentDetails: { name: null, accountNumber: null, bank: null },
    changedFields: [],
    revision: 2,
  }),
  'identity.outlet.deleted': () => ({
    outletId: randomUUID(),
    ownerId: randomUUID(),
    outletName: 'Test Outlet',
  }),
  'identity.admin-setting.changed': () => ({
    key: 'enable90DaysChecking',
    value: false,
    revision: 1,
  }),
  'catalogue.menu-item.saved': () => ({
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 1,
    name: 'NOODLES',
    category: 'MAINS',
    price: '0.00',
    costPerServing: '0.0000',
    ingredients: [],
    batchIngredients: [],
    variantIds: [],
    description: null,
    photoKey: null,
    revision: 1,
  }),
  'catalogue.menu-item.deleted': () => ({
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    revision: 2,
  }),
  'catalogue.variant.saved': () => ({
    variantId: randomUUID(),
    name: 'SIZE',
    variantType: 'SINGLE',
    maxChoice: 1,
    ingredients: [],
    batchItems: [],
    revision: 1,
  }),
  'catalogue.variant.deleted': () => ({ variantId: randomUUID(), revision: 2 }),
  'catalogue.batch-item.saved': () => ({
    batchItemId: randomUUID(),
    batchId: randomUUID(),
    versionNumber: 1,
    name: 'SAMBAL',
    portionSize: '1',
    ingredients: [],
    parLevel: null,
    revision: 1,
  }),
  'catalogue.batch-item.deleted': () => ({
    batchItemId: randomUUID(),
    batchId: randomUUID(),
    revision: 2,
  }),
  'catalogue.table.saved': () => ({ tableId: randomUUID(), name: 'T1', revision: 1 }),
  'catalogue.table.deleted': () => ({ tableId: randomUUID(), revision: 2 }),
  'inventory.ingredient.saved': () => ({
    ingredientId: randomUUID(),
    name: 'RICE',
    unit: 'kg',
    averagePrice: '0.0000',
    lastPrice: '0.0000',
    revision: 1,
  }),
  'inventory.ingredient.deleted': () => ({ ingredientId: randomUUID(), revision: 2 }),
  'inventory.inventory-item.saved': () => ({
    inventoryItemId: randomUUID(),
    name: 'RICE 10KG',
    ingredientId: randomUUID(),
    revision: 1,
  }),
  'inventory.inventory-item.deleted': () => ({ inventoryItemId: randomUUID(), revision: 2 }),
  'inventory.batch-item-usage.changed': () => ({
    batchItemId: randomUUID(),
    productionCount: 0,
    adjustmentCount: 0,
    revision: 1,
  }),
  'sales.sale.saved': () => ({
    saleId: randomUUID(),
    saleDate: new Date().toISOString().slice(0, 10),
    saleState: 'CONFIRMED',
    sourceType: 'MANUAL',
    sourceRef: null,
    items: [],
    subTotal: '0.00',
    nettTotal: '0.00',
    revision: 1,
  }),
  'sales.sale.deleted': () => ({
    saleId: randomUUID(),
    sourceType: 'MANUAL',
    sourceRef: null,
    revision: 2,
  }),
  'sales.accounting-push.requested': () => ({
    pushId: randomUUID(),
    saleId: randomUUID(),
    snapshot: {
      kind: 'RECEIVABLE',
      number: 'S-1',
      date: '2026-01-01',
      dueDate: '2026-01-01',
      reference: null,
      contact: { name: 'Cash Sales', email: null },
      currency: 'MYR',
      lines: [{ description: 'Item', quantity: '1', unitAmount: '10.00', lineAmount: '10.00' }],
      total: '10.00',
    },
  }),
  'billing.subscription.changed': () => ({
    subscriptionId: null,
    status: null,
    planId: null,
    planName: null,
    billingPeriod: null,
    startDate: null,
    endDate: null,
    menuLimit: 10,
    revision: 1,
  }),
  'finance.expense.saved': () => ({
    expenseId: randomUUID(),
    expenseNumber: 'EXP-1',
    expenseType: 'INVOICE',
    expenseState: 'DRAFT',
    expenseDate: new Date().toISOString().slice(0, 10),
    supplierId: null,
    purchaseOrderId: null,
    grandTotal: '0.00',
    lines: [],
    revision: 1,
  }),
  'finance.expense.confirmed': () => ({
    expenseId: randomUUID(),
    expenseType: 'INVOICE',
    expenseDate: new Date().toISOString().slice(0, 10),
    lines: [],
    revision: 1,
  }),
  'finance.expense.unconfirmed': () => ({ expenseId: randomUUID(), revision: 2 }),
  'finance.expense.deleted': () => ({ expenseId: randomUUID(), revision: 2 }),
  'finance.extraction.requested': () => ({
    jobId: randomUUID(),
    expenseId: randomUUID(),
    outletId: randomUUID(),
    fileKeys: [],
    reservationId: randomUUID(),
    granted: 0,
  }),
  'finance.extraction.finished': () => ({
    reservationId: randomUUID(),
    expenseId: randomUUID(),
    creditsToCharge: 0,
  }),
  'finance.accounting-push.requested': () => ({
    pushId: randomUUID(),
    expenseId: randomUUID(),
    snapshot: {
      kind: 'BILL',
      number: 'S-1',
      date: '2026-01-01',
      dueDate: '2026-01-01',
      reference: null,
      contact: { name: 'SUPPLIER', email: null },
      currency: 'MYR',
      lines: [{ description: 'Item', quantity: '1', unitAmount: '10.00', lineAmount: '10.00' }],
      total: '10.00',
    },
  }),
  'procurement.supplier.saved': () => ({ supplierId: randomUUID(), name: 'SUPPLIER', revision: 1 }),
  'procurement.supplier.deleted': () => ({ supplierId: randomUUID(), revision: 2 }),
  'procurement.invoice.sent': () => invoice(),
  'procurement.invoice.paid': () => ({ ...invoice(), invoiceStatus: 'PAID' }),
  'procurement.invoice.credited': () => invoice(),
  'procurement.invoice.deleted': () => ({ ...invoice(), invoiceState: 'DELETED' }),
  'procurement.mail.requested': () => ({
    mailId: randomUUID(),
    ownerId: randomUUID(),
    templateType: 'procurement',
    to: 'supplier@example.com',
    cc: [],
    subject: 'Order',
    content: {},
    attachmentKey: null,
  }),
  'integrations.connection.changed': () => ({
    ownerId: randomUUID(),
    provider: 'POS',
    connected: true,
    tenantId: null,
    revision: 1,
  }),
  'integrations.mail.sent': () => ({ mailId: randomUUID(), reason: null }),
  'integrations.mail.failed': () => ({ mailId: randomUUID(), reason: 'refused' }),
  'integrations.accounting-push.completed': () => ({
    pushId: randomUUID(),
    documentType: 'SALE',
    documentId: randomUUID(),
    externalId: randomUUID(),
    reason: null,
  }),
  'integrations.accounting-push.failed': () => ({
    pushId: randomUUID(),
    documentType: 'SALE',
    documentId: randomUUID(),
    externalId: null,
    reason: 'refused',
  }),
  'integrations.pos-receipt.received': () => {
    const number = `1-${Math.floor(Math.random() * 9000) + 1000}`;
    return {
      provider: 'LOYVERSE',
      receiptId: `${randomUUID()}:${number}`,
      receiptNumber: number,
      receiptType: 'SALE',
      refundFor: null,
      receiptDate: new Date().toISOString().slice(0, 10),
      cancelled: false,
      lines: [],
      total: '0.00',
      updatedAt: new Date().toISOString(),
    };
  },
};

function invoice(): InvoiceSnapshot {
  const today = new Date().toISOString().slice(0, 10);
  return {
    invoiceId: randomUUID(),
    invoiceNumber: 'INV-1',
    invoiceState: 'CONFIRMED',
    invoiceStatus: 'CREDIT',
    invoiceDate: today,
    dueDate: today,
    paymentDate: null,
    items: [],
    miscs: [],
    grandTotal: '0.00',
    revision: 1,
  };
}

/**
 * A valid payload of `subject` with fresh ids and plain defaults, `over` written on top:
 * `eventPayload('catalogue.table.saved', { name: 'Terrace' })`. Typed by `EventMap`.
 */
export function eventPayload<S extends EventSubject>(
  subject: S,
  over: Partial<EventMap[S]> = {},
): EventMap[S] {
  return { ...DEFAULTS[subject](), ...over };
}

/** An envelope as the producer's outbox would write it: a fresh id, `type` = subject, now. */
export function envelopeOf<P, S extends string>(
  subject: S,
  payload: P,
  outletId: string | null = null,
): EventEnvelope<P, S> {
  return {
    id: randomUUID(),
    type: subject,
    version: 1,
    occurredAt: new Date().toISOString(),
    outletId,
    actorId: null,
    correlationId: null,
    payload,
  };
}

/** `envelopeOf` with `eventPayload(subject, over)` in it. */
export function eventEnvelope<S extends EventSubject>(
  subject: S,
  over: Partial<EventMap[S]> = {},
  outletId: string | null = null,
): EventEnvelope<EventMap[S], S> {
  return envelopeOf(subject, eventPayload(subject, over), outletId);
}
