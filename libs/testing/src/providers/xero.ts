import { randomUUID } from 'node:crypto';
import { idToken, OAuthServer, send, type ProviderFailure } from './oauth-server';

/** A contact, invoice (ACCPAY / ACCREC) or credit note (ACCPAYCREDIT) as the local Xero keeps it. */
export interface XeroLineItem {
  Description?: string;
  Quantity?: string | number;
  UnitAmount?: string | number;
  LineAmount?: string | number;
  ItemCode?: string;
}
export interface XeroContact {
  ContactID: string;
  Name: string;
  EmailAddress?: string;
}
export interface XeroDocument {
  /** InvoiceID or CreditNoteID */
  id: string;
  Type: 'ACCPAY' | 'ACCREC' | 'ACCPAYCREDIT';
  Contact: { ContactID: string };
  Number?: string;
  Reference?: string;
  Date?: string;
  DueDate?: string;
  Status?: string;
  LineItems: XeroLineItem[];
  /** the lines' amounts summed, 2 places */
  Total: string;
  /** writes seen for this document (1 on creation) */
  versions: number;
}

export interface XeroFake {
  url: string;
  /** The organisation's contacts, invoices and credit notes (in order of creation). */
  contacts: XeroContact[];
  invoices: XeroDocument[];
  creditNotes: XeroDocument[];
  clientId: string;
  clientSecret: string;
  /** The one organisation every authorization connects: "Demo Company (MY)". */
  tenant: { tenantId: string; tenantName: string };
  server: OAuthServer;
  failNext(count: number, failure: ProviderFailure): void;
  close(): Promise<void>;
}

export interface XeroFakeOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (default 1800, Xero's). */
  accessTokenSeconds?: number;
}

/**
 * Xero on one local origin, at Xero's own paths: `GET /identity/connect/authorize` (approves at
 * once), `POST /connect/token` (client id and secret as HTTP Basic; code with PKCE S256; refresh
 * tokens rotate on each use), `POST /connect/revocation` (a refresh token: its connections end)
 * and `GET /connections` (the organisations the token may use: one, "Demo Company (MY)").
 * The Accounting API at `/api.xro/2.0`: `GET/POST /Contacts` (`where=Name=="…"`), `POST /Invoices`
 * (ACCPAY / ACCREC; with an InvoiceID: that invoice updated) and `POST /CreditNotes`
 * (ACCPAYCREDIT), each needing the bearer token and the organisation's `xero-tenant-id`; a POST
 * with an `Idempotency-Key` already seen answers its first answer again, changing nothing.
 */
export async function startXeroFake(o: XeroFakeOptions = {}): Promise<XeroFake> {
  const tenant = { tenantId: randomUUID(), tenantName: 'Demo Company (MY)' };
  const contacts: XeroContact[] = [];
  const invoices: XeroDocument[] = [];
  const creditNotes: XeroDocument[] = [];
  const replies = new Map<string, { status: number; json: unknown }>();
  const accountingApi = (method: string, url: URL, body: Buffer): [number, unknown] => {
    const path = url.pathname.slice('/api.xro/2.0'.length);
    let input: Record<string, unknown> = {};
    if (method === 'POST') {
      try {
        input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return invalid('The request body is not JSON');
      }
    }
    if (path === '/Contacts' && method === 'GET') {
      const where = url.searchParams.get('where') ?? '';
      const name = /^Name=="((?:[^"\\]|\\.)*)"$/.exec(where)?.[1]?.replace(/\\(.)/g, '$1');
      const found =
        name === undefined
          ? contacts
          : contacts.filter((c) => c.Name.toLowerCase() === name.toLowerCase());
      return [200, { Contacts: found }];
    }
    if (path === '/Contacts' && method === 'POST') {
      const [c] = (input.Contacts as Array<Partial<XeroContact>> | undefined) ?? [];
      if (!c?.Name) return invalid('The contact name must be specified');
      if (contacts.some((x) => x.Name.toLowerCase() === c.Name!.toLowerCase())) {
        return invalid('The contact name ' + c.Name + ' is already assigned to another contact.');
      }
      const contact = { ContactID: randomUUID(), Name: c.Name, EmailAddress: c.EmailAddress };
      contacts.push(contact);
      return [200, { Contacts: [contact] }];
    }
    if ((path === '/Invoices' || path === '/CreditNotes') && method === 'POST') {
      const credit = path === '/CreditNotes';
      const list = credit ? creditNotes : invoices;
      const [d] =
        (input[credit ? 'CreditNotes' : 'Invoices'] as
          Array<Record<string, unknown>> | undefined) ?? [];
      const type = d?.Type as XeroDocument['Type'] | undefined;
      const types = credit ? ['ACCPAYCREDIT', 'ACCRECCREDIT'] : ['ACCPAY', 'ACCREC'];
      if (!type || !types.includes(type)) return invalid('The document type must be specified');
      const contactId = (d.Contact as { ContactID?: string } | undefined)?.ContactID;
      if (!contacts.some((c) => c.ContactID === contactId))
        return invalid('The contact was not found');
      const lines = (d.LineItems as XeroLineItem[] | undefined) ?? [];
      const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.LineAmount ?? 0) * 100), 0);
      const idField = credit ? 'CreditNoteID' : 'InvoiceID';
      const id = d[idField] as string | undefined;
      const doc: XeroDocument = {
        id: id ?? randomUUID(),
        Type: type,
        Contact: { ContactID: contactId! },
        Number:
          (d[credit ? 'CreditNoteNumber' : 'InvoiceNumber'] as string | undefined) ?? undefined,
        Reference: d.Reference as string | undefined,
        Date: d.Date as string | undefined,
        DueDate: d.DueDate as string | undefined,
        Status: (d.Status as string | undefined) ?? 'DRAFT',
        LineItems: lines,
        Total: (cents / 100).toFixed(2),
        versions: 1,
      };
      if (id) {
        const at = list.findIndex((x) => x.id === id);
        if (at < 0)
          return [
            404,
            { Title: 'Not Found', Status: 404, Detail: `${idField} ${id} was not found` },
          ];
        doc.versions = list[at].versions + 1;
        list[at] = doc;
      } else {
        list.push(doc);
      }
      const { id: _id, versions: _v, ...rest } = doc;
      return [200, { [credit ? 'CreditNotes' : 'Invoices']: [{ [idField]: doc.id, ...rest }] }];
    }
    return [
      404,
      {
        Title: 'Not Found',
        Status: 404,
        Detail: 'The resource you are looking for cannot be found',
      },
    ];
  };
  const invalid = (message: string): [number, unknown] => [
    400,
    {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ValidationErrors: [{ Message: message }] }],
    },
  ];
  const server = new OAuthServer({
    port: o.port,
    host: o.host,
    clientId: o.clientId ?? 'LOCALXEROCLIENT',
    clientSecret: o.clientSecret,
    authorizePath: '/identity/connect/authorize',
    tokenPath: '/connect/token',
    revokePath: '/connect/revocation',
    pkce: true,
    rotateRefreshTokens: true,
    accessTokenSeconds: o.accessTokenSeconds ?? 1800,
    account: 'owner@demo-company.test',
    tokenExtras: (t) => ({
      id_token: idToken({ iss: 'https://identity.xero.com', aud: t.clientId, email: t.account }),
    }),
    api: (req, res, url, body, srv) => {
      if (url.pathname.startsWith('/api.xro/2.0/')) {
        if (!srv.bearer(req)) {
          send(res, 401, {
            Type: null,
            Title: 'Unauthorized',
            Status: 401,
            Detail: 'TokenExpired: token expired',
          });
          return true;
        }
        if (req.headers['xero-tenant-id'] !== tenant.tenantId) {
          send(res, 403, {
            Type: null,
            Title: 'Forbidden',
            Status: 403,
            Detail: 'AuthenticationUnsuccessful',
          });
          return true;
        }
        const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const memo = typeof key === 'string' ? `${url.pathname} ${key}` : null;
        const seen = memo ? replies.get(memo) : undefined;
        if (seen) {
          send(res, seen.status, seen.json);
          return true;
        }
        const [status, json] = accountingApi(req.method ?? 'GET', url, body);
        if (memo && status < 500) replies.set(memo, { status, json });
        send(res, status, json);
        return true;
      }
      if (req.method !== 'GET' || url.pathname !== '/connections') return false;
      if (!srv.bearer(req)) {
        send(res, 401, {
          Type: null,
          Title: 'Unauthorized',
          Status: 401,
          Detail: 'TokenExpired: token expired',
        });
        return true;
      }
      const now = new Date().toISOString();
      send(res, 200, [
        {
          id: randomUUID(),
          authEventId: randomUUID(),
          tenantId: tenant.tenantId,
          tenantType: 'ORGANISATION',
          tenantName: tenant.tenantName,
          createdDateUtc: now,
          updatedDateUtc: now,
        },
      ]);
      return true;
    },
  });
  await server.listen();
  return {
    url: server.url,
    contacts,
    invoices,
    creditNotes,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    tenant,
    server,
    failNext: (count, failure) => server.failNext(count, failure),
    close: () => server.close(),
  };
}
