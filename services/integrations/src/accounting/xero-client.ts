import { Inject, Injectable } from '@nestjs/common';
import type { AccountingDocument } from '@mise/contracts';
import { SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { endpointsOf } from '../providers/provider';
import { ProviderCallError, retryAfterSeconds } from '../providers/retry';

/** Who the calls are made for: the owner's access token and Xero organisation. */
export interface XeroAuth {
  accessToken: string;
  tenantId: string;
}

interface XeroErrorBody {
  Message?: string;
  Detail?: string;
  Title?: string;
  Elements?: Array<{ ValidationErrors?: Array<{ Message?: string }> }>;
}

/** Xero's document types of our kinds (contracts' AccountingDocumentKind). */
const TYPE_OF = { BILL: 'ACCPAY', CREDIT_NOTE: 'ACCPAYCREDIT', RECEIVABLE: 'ACCREC' } as const;

/**
 * A small client of Xero's Accounting API (`/api.xro/2.0`: Contacts, Invoices, CreditNotes) over
 * `fetch`, its origin from XERO_BASE_URL (the local Xero) or api.xero.com. Ours rather than
 * `xero-node`, whose API origin is fixed. Every call carries `xero-tenant-id`; writes carry
 * `Idempotency-Key`. A failure throws `ProviderCallError` (status, Xero's words, Retry-After).
 */
@Injectable()
export class XeroClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_CONFIG) config: IntegrationsConfig) {
    this.base = `${endpointsOf('xero', config.providers.xero.baseUrl).api}/api.xro/2.0`;
    this.timeoutMs = config.mail.timeoutMs;
  }

  /** The contact of exactly this name (Xero's names are unique), or null. */
  async findContact(auth: XeroAuth, name: string): Promise<string | null> {
    const where = `Name=="${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    const res = await this.call<{ Contacts?: Array<{ ContactID: string; Name: string }> }>(
      auth,
      'GET',
      `/Contacts?where=${encodeURIComponent(where)}`,
    );
    const found = (res.Contacts ?? []).find((c) => c.Name.toLowerCase() === name.toLowerCase());
    return found?.ContactID ?? null;
  }

  /**
   * The contact of this name, created when Xero has none. Two pushes naming a new supplier at
   * once both find nothing and both create: Xero refuses the second (400, the name "is already
   * assigned to another contact"), which then finds the first one's contact.
   */
  async ensureContact(
    auth: XeroAuth,
    contact: AccountingDocument['contact'],
    idempotencyKey: string,
  ): Promise<string> {
    const found = await this.findContact(auth, contact.name);
    if (found) return found;
    try {
      return await this.createContact(auth, contact, idempotencyKey);
    } catch (err) {
      if (!(
        err instanceof ProviderCallError &&
        err.status === 400 &&
        /already assigned/i.test(err.message)
      )) {
        throw err;
      }
      const raced = await this.findContact(auth, contact.name);
      if (!raced) throw err;
      return raced;
    }
  }

  async createContact(
    auth: XeroAuth,
    contact: AccountingDocument['contact'],
    idempotencyKey: string,
  ): Promise<string> {
    const res = await this.call<{ Contacts: Array<{ ContactID: string }> }>(
      auth,
      'POST',
      '/Contacts',
      { Contacts: [{ Name: contact.name, EmailAddress: contact.email ?? undefined }] },
      idempotencyKey,
    );
    return res.Contacts[0].ContactID;
  }

  /**
   * Creates the document (no `externalId`) or updates Xero's one (its InvoiceID /
   * CreditNoteID): answers that id. Lines are amounts without tax (they sum to the total).
   */
  async saveDocument(
    auth: XeroAuth,
    doc: AccountingDocument,
    contactId: string,
    externalId: string | null,
    idempotencyKey: string,
  ): Promise<string> {
    const LineItems = doc.lines.map((l) => ({
      Description: l.description,
      Quantity: l.quantity,
      UnitAmount: l.unitAmount,
      LineAmount: l.lineAmount,
      ...(l.itemCode ? { ItemCode: l.itemCode } : {}),
    }));
    const common = {
      Type: TYPE_OF[doc.kind],
      Contact: { ContactID: contactId },
      Date: doc.date,
      Reference: doc.reference ?? undefined,
      CurrencyCode: doc.currency,
      LineAmountTypes: 'NoTax',
      Status: 'DRAFT',
      LineItems,
    };
    if (doc.kind === 'CREDIT_NOTE') {
      const res = await this.call<{ CreditNotes: Array<{ CreditNoteID: string }> }>(
        auth,
        'POST',
        '/CreditNotes',
        {
          CreditNotes: [
            {
              ...(externalId ? { CreditNoteID: externalId } : {}),
              CreditNoteNumber: doc.number,
              ...common,
            },
          ],
        },
        idempotencyKey,
      );
      return res.CreditNotes[0].CreditNoteID;
    }
    const res = await this.call<{ Invoices: Array<{ InvoiceID: string }> }>(
      auth,
      'POST',
      '/Invoices',
      {
        Invoices: [
          {
            ...(externalId ? { InvoiceID: externalId } : {}),
            InvoiceNumber: doc.number,
            DueDate: doc.dueDate,
            ...common,
          },
        ],
      },
      idempotencyKey,
    );
    return res.Invoices[0].InvoiceID;
  }

  private async call<T>(
    auth: XeroAuth,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${auth.accessToken}`,
      'xero-tenant-id': auth.tenantId,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new ProviderCallError(null, 'no answer in time');
    }
    const text = await res.text();
    if (res.ok) return JSON.parse(text) as T;
    let why = `HTTP ${res.status}`;
    try {
      const e = JSON.parse(text) as XeroErrorBody;
      const validation = e.Elements?.flatMap((x) => x.ValidationErrors ?? [])
        .map((v) => v.Message)
        .filter(Boolean)
        .join('; ');
      why = validation || e.Detail || e.Message || e.Title || why;
    } catch {
      // not JSON: the status says it
    }
    throw new ProviderCallError(res.status, why, retryAfterSeconds(res.headers.get('retry-after')));
  }
}
