import { randomUUID } from 'node:crypto';
import {
  type AccountingDocument,
  type AccountingPushCompletedEvent,
  type AccountingPushFailedEvent,
  FinanceSubjects,
  SalesSubjects,
} from '@mise/contracts';
import {
  answerLookups,
  collectEvents,
  deliverEvent,
  ownEvents,
  ownersSuite,
  until,
} from '@mise/testing';
import {
  connect,
  startWithProviders,
  type IntegrationsTestApp,
  type LocalProviders,
} from './helpers';
import { XeroClient } from '../src/accounting/xero-client';
import { ConnectionsService } from '../src/connections/connections.service';

type App = IntegrationsTestApp & { providers: LocalProviders };

const bill = (over: Partial<AccountingDocument> = {}): AccountingDocument => ({
  kind: 'BILL',
  number: 'INV-2041',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  reference: 'PO-0007',
  contact: { name: 'Fresh Farms', email: 'orders@fresh.test' },
  currency: 'MYR',
  lines: [
    { description: 'Tomatoes', quantity: '12.5', unitAmount: '4.20', lineAmount: '52.50' },
    { description: 'Delivery', quantity: '1', unitAmount: '10.00', lineAmount: '10.00' },
  ],
  total: '62.50',
  ...over,
});

describe('integrations: accounting push to Xero (contract phase 2)', () => {
  const s = ownersSuite<App>(() => startWithProviders({ MAIL_SEND_ATTEMPTS: '3' }), 2);
  const xero = () => s.t.providers.xero;

  /** Delivers one push request and answers the integrations.accounting-push.* about it. */
  async function push(
    subject: 'finance.accounting-push.requested' | 'sales.accounting-push.requested',
    documentId: string,
    snapshot: AccountingDocument,
  ) {
    const pushId = randomUUID();
    const about = (x: { payload: { pushId: string } }) => x.payload.pushId === pushId;
    const done = await collectEvents<AccountingPushCompletedEvent>(
      'integrations.accounting-push.completed',
      about,
    );
    const failed = await collectEvents<AccountingPushFailedEvent>(
      'integrations.accounting-push.failed',
      about,
    );
    try {
      const payload =
        subject === FinanceSubjects.accountingPushRequested
          ? { pushId, expenseId: documentId, snapshot }
          : { pushId, saleId: documentId, snapshot };
      await deliverEvent(s.t, subject, payload as never, s.ana.outletId, 30_000);
      // this app's answer: other integrations test apps hear the request too
      const [answer] = await until(
        async () => [
          ...(await ownEvents(s.t, done.events)).map((x) => ({
            ok: true,
            ...x.payload,
            outlet: x.outletId,
          })),
          ...(await ownEvents(s.t, failed.events)).map((x) => ({
            ok: false,
            ...x.payload,
            outlet: x.outletId,
          })),
        ],
        (found) => found.length > 0,
        `integrations.accounting-push.* for ${pushId}`,
        30_000,
      );
      // finance and sales find their push rows only in the request's outlet
      expect(answer.outlet).toBe(s.ana.outletId);
      return answer;
    } finally {
      done.stop();
      failed.stop();
    }
  }

  it('without a Xero connection: failed, "Xero is not connected"', async () => {
    const expenseId = randomUUID();
    const a = await push(FinanceSubjects.accountingPushRequested, expenseId, bill());
    expect(a).toMatchObject({
      ok: false,
      documentType: 'EXPENSE',
      documentId: expenseId,
      externalId: null,
      reason: 'Xero is not connected',
    });
    expect(xero().invoices).toHaveLength(0);
  });

  it('an expense pushed twice is one bill, updated by the second push', async () => {
    await connect(s.ana.gql, 'ACCOUNTING');
    const expenseId = randomUUID();
    const first = await push(FinanceSubjects.accountingPushRequested, expenseId, bill());
    expect(first).toMatchObject({
      ok: true,
      documentType: 'EXPENSE',
      documentId: expenseId,
      reason: null,
    });
    const made = xero().invoices.find((i) => i.id === first.externalId);
    expect(made).toMatchObject({
      Type: 'ACCPAY',
      Number: 'INV-2041',
      Reference: 'PO-0007',
      Date: '2026-11-20',
      DueDate: '2026-12-20',
      Total: '62.50',
      versions: 1,
    });
    expect(xero().contacts.filter((c) => c.Name === 'Fresh Farms')).toHaveLength(1);
    expect(made?.Contact.ContactID).toBe(xero().contacts[0].ContactID);

    const changed = bill({
      lines: [
        { description: 'Tomatoes', quantity: '15', unitAmount: '4.20', lineAmount: '63.00' },
        { description: 'Delivery', quantity: '1', unitAmount: '10.00', lineAmount: '10.00' },
      ],
      total: '73.00',
    });
    const second = await push(FinanceSubjects.accountingPushRequested, expenseId, changed);
    expect(second).toMatchObject({ ok: true, externalId: first.externalId });
    const bills = xero().invoices.filter((i) => i.Number === 'INV-2041');
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ Total: '73.00', versions: 2 });
    expect(xero().contacts.filter((c) => c.Name === 'Fresh Farms')).toHaveLength(1);
  });

  it('a credit memo becomes an ACCPAYCREDIT credit note', async () => {
    const expenseId = randomUUID();
    const a = await push(
      FinanceSubjects.accountingPushRequested,
      expenseId,
      bill({
        kind: 'CREDIT_NOTE',
        number: 'CN-12',
        lines: [
          {
            description: 'Bruised tomatoes',
            quantity: '2',
            unitAmount: '4.20',
            lineAmount: '8.40',
          },
        ],
        total: '8.40',
      }),
    );
    expect(a).toMatchObject({ ok: true, documentType: 'EXPENSE' });
    expect(xero().creditNotes.find((c) => c.id === a.externalId)).toMatchObject({
      Type: 'ACCPAYCREDIT',
      Number: 'CN-12',
      Total: '8.40',
    });
  });

  it('a sale becomes an ACCREC invoice', async () => {
    const saleId = randomUUID();
    const a = await push(
      SalesSubjects.accountingPushRequested,
      saleId,
      bill({
        kind: 'RECEIVABLE',
        number: 'S-0042',
        contact: { name: 'Walk-in customers' },
        reference: null,
      }),
    );
    expect(a).toMatchObject({ ok: true, documentType: 'SALE', documentId: saleId });
    expect(xero().invoices.find((i) => i.id === a.externalId)).toMatchObject({
      Type: 'ACCREC',
      Number: 'S-0042',
      Total: '62.50',
    });
  });

  it('429 then success: one document', async () => {
    const before = xero().invoices.length;
    xero().failNext(1, { status: 429, retryAfter: 1, path: '/api.xro/2.0/Invoices' });
    const a = await push(
      FinanceSubjects.accountingPushRequested,
      randomUUID(),
      bill({ number: 'INV-429' }),
    );
    expect(a).toMatchObject({ ok: true });
    expect(xero().invoices.filter((i) => i.Number === 'INV-429')).toHaveLength(1);
    expect(xero().invoices).toHaveLength(before + 1);
  });

  it('Xero refusing the document: failed with its words', async () => {
    const a = await push(
      FinanceSubjects.accountingPushRequested,
      randomUUID(),
      bill({ contact: { name: '' } }),
    );
    expect(a).toMatchObject({
      ok: false,
      reason: 'Xero refused: The contact name must be specified',
    });
  });

  it('two pushes naming a new supplier at once: one contact, both documents on it', async () => {
    // Both look the name up before either creates it; Xero refuses the second create ("already
    // assigned to another contact") and that push finds the first one's contact.
    const client = s.t.app.get(XeroClient);
    const access = await s.t.app.get(ConnectionsService).access(s.ana.ownerId, 'ACCOUNTING');
    if (!access.ok || !access.tenantId) throw new Error('Xero is not connected');
    const auth = { accessToken: access.accessToken, tenantId: access.tenantId };
    const contact = { name: 'Racing Greens' };
    const ids = await Promise.all([
      client.ensureContact(auth, contact, randomUUID()),
      client.ensureContact(auth, contact, randomUUID()),
    ]);
    const made = xero().contacts.filter((c) => c.Name === 'Racing Greens');
    expect(made).toHaveLength(1);
    expect(ids).toEqual([made[0].ContactID, made[0].ContactID]);
  });

  it('a request in an outlet identity does not know: acked, counted, not answered', async () => {
    const lookups = await answerLookups(s.t, ['identity']); // identity knows no such outlet
    try {
      const pushId = randomUUID();
      const metric = async () => {
        const text = await (await fetch(`${s.t.url}/metrics`)).text();
        return Number(
          /mise_event_skipped_total\{reason="unknown-outlet"\} (\d+)/.exec(text)?.[1] ?? 0,
        );
      };
      const before = await metric();
      await deliverEvent(
        s.t,
        FinanceSubjects.accountingPushRequested,
        { pushId, expenseId: randomUUID(), snapshot: bill({ number: 'INV-NOBODY' }) },
        randomUUID(),
        30_000,
      );
      expect(await metric()).toBe(before + 1);
      const answers = await s.t.ownerSql(
        `SELECT 1 FROM outbox WHERE subject LIKE 'integrations.accounting-push.%'
            AND envelope->'payload'->>'pushId' = $1`,
        [pushId],
      );
      expect(answers).toHaveLength(0);
      expect(xero().invoices.filter((i) => i.Number === 'INV-NOBODY')).toHaveLength(0);
    } finally {
      lookups.stop();
    }
  });
});
