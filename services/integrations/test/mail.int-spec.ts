import { randomUUID } from 'node:crypto';
import {
  type MailFailedEvent,
  type MailRequestedEvent,
  type MailSentEvent,
  ProcurementSubjects,
} from '@mise/contracts';
import {
  answerLookups,
  collectEvents,
  deliverEvent,
  ownEvents,
  ownersSuite,
  startTestS3,
  until,
  type TestS3,
} from '@mise/testing';
import {
  connect,
  startWithProviders,
  type IntegrationsTestApp,
  type LocalProviders,
} from './helpers';

type App = IntegrationsTestApp & { providers: LocalProviders };

/** A small PDF's bytes (any bytes do: the attachment must come back the same). */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)),
  Buffer.from('\n%%EOF\n'),
]);

/** The parts of a multipart MIME message: headers (lower-case names) and decoded bodies. */
function parseMime(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head.split('\r\n').map((l) => {
      const at = l.indexOf(':');
      return [l.slice(0, at).toLowerCase(), l.slice(at + 1).trim()];
    }),
  );
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'])?.[1] ?? '';
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [ph, ...pb] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const h = Object.fromEntries(
        ph.split('\r\n').map((l) => {
          const at = l.indexOf(':');
          return [l.slice(0, at).toLowerCase(), l.slice(at + 1).trim()];
        }),
      );
      return { headers: h, content: Buffer.from(pb.join('').replace(/\r\n/g, ''), 'base64') };
    });
  return { headers, parts, closed: body.trimEnd().endsWith(`--${boundary}--`) };
}

describe('integrations: mail (contract §4)', () => {
  let s3: TestS3;
  const s = ownersSuite<App>(async () => {
    s3 = await startTestS3();
    if (!(await s3.client.bucketExists(s3.bucket))) await s3.client.makeBucket(s3.bucket);
    return startWithProviders({ ...s3.env, MAIL_SEND_ATTEMPTS: '3' });
  }, 2);
  afterAll(() => s3?.close());

  const request = (over: Partial<MailRequestedEvent> = {}): MailRequestedEvent => ({
    mailId: randomUUID(),
    ownerId: s.ana.ownerId,
    templateType: 'procurement',
    to: 'orders@supplier.test',
    cc: ['ana@cafe.test'],
    subject: 'Purchase Order From Café Ana #PO-0001',
    content: {
      poNumber: 'PO-0001',
      poDate: '2026-11-27',
      supplierName: 'Fresh Farms',
      outletName: 'Café Ana',
      poPdfLink: 'http://web.test/po-view/abc',
      supplierLink: 'http://web.test/supplier-view/abc',
      outletContact: '+60 12-345 6789',
    },
    attachmentKey: null,
    ...over,
  });

  /** Delivers the request and answers the integrations.mail.* event about it. */
  async function send(e: MailRequestedEvent) {
    const about = (x: { payload: { mailId: string } }) => x.payload.mailId === e.mailId;
    const sent = await collectEvents<MailSentEvent>('integrations.mail.sent', about);
    const failed = await collectEvents<MailFailedEvent>('integrations.mail.failed', about);
    try {
      await deliverEvent(s.t, ProcurementSubjects.mailRequested, e, s.ana.outletId, 30_000);
      // this app's answer: other integrations test apps hear the request too
      const [answer] = await until(
        async () => [
          ...(await ownEvents(s.t, sent.events)).map((x) => ({
            sent: true,
            reason: x.payload.reason,
            outlet: x.outletId,
          })),
          ...(await ownEvents(s.t, failed.events)).map((x) => ({
            sent: false,
            reason: x.payload.reason,
            outlet: x.outletId,
          })),
        ],
        (found) => found.length > 0,
        `integrations.mail.* for ${e.mailId}`,
        30_000,
      );
      // the answer comes in the request's outlet: procurement applies it in that outlet's scope
      expect(answer.outlet).toBe(s.ana.outletId);
      return { sent: answer.sent, reason: answer.reason };
    } finally {
      sent.stop();
      failed.stop();
    }
  }
  const sendCalls = () =>
    s.t.providers.google.server.calls.filter((c) => c.path === '/gmail/v1/users/me/messages/send');

  it('without a mail connection: failed, "Mail is not connected"', async () => {
    expect(await send(request())).toEqual({ sent: false, reason: 'Mail is not connected' });
  });

  it('a PO mail with its PDF attached, from the owner’s Gmail', async () => {
    s.t.providers.google.account = 'ana.cafe@gmail.com';
    await connect(s.ana.gql, 'MAIL');
    const key = `${s.ana.outletId}/procurement/purchase-orders/${randomUUID()}.pdf`;
    await s3.client.putObject(s3.bucket, key, PDF, PDF.length, {
      'Content-Type': 'application/pdf',
    });
    const e = request({ attachmentKey: key });
    expect(await send(e)).toEqual({ sent: true, reason: null });
    const [mail] = s.t.providers.google.sent.slice(-1);
    expect(mail.account).toBe('ana.cafe@gmail.com');
    const mime = parseMime(mail.raw);
    expect(mime.closed).toBe(true);
    expect(mime.headers).toMatchObject({
      from: 'ana.cafe@gmail.com',
      to: 'orders@supplier.test',
      cc: 'ana@cafe.test',
      'mime-version': '1.0',
    });
    expect(mime.headers.subject).toBe(
      `=?UTF-8?B?${Buffer.from('Purchase Order From Café Ana #PO-0001').toString('base64')}?=`,
    );
    const [text, pdf] = mime.parts;
    expect(text.headers['content-type']).toContain('text/plain');
    const words = text.content.toString('utf8');
    expect(words).toContain('Dear Fresh Farms,');
    expect(words).toContain('http://web.test/supplier-view/abc');
    expect(words).toContain('http://web.test/po-view/abc');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="PO-PO-0001.pdf"');
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.content.equals(PDF)).toBe(true);
    const [row] = await s.t.ownerSql(`SELECT state, reason FROM mails WHERE mail_id = $1`, [
      e.mailId,
    ]);
    expect(row).toEqual({ state: 'SENT', reason: null });
  });

  it('an invoice mail, no attachment', async () => {
    const e = request({
      templateType: 'invoice',
      subject: 'Invoice From Cafe Ana #INV-7',
      content: {
        invoiceNumber: 'INV-7',
        invoiceCreationDate: '2026-11-27',
        clientName: 'Bob',
        outletName: 'Cafe Ana',
        clientLink: 'http://web.test/client-view/x',
        outletContact: '',
      },
    });
    expect(await send(e)).toEqual({ sent: true, reason: null });
    const mime = parseMime(s.t.providers.google.sent.at(-1)!.raw);
    expect(mime.headers.subject).toBe('Invoice From Cafe Ana #INV-7');
    expect(mime.parts).toHaveLength(1);
    expect(mime.parts[0].content.toString('utf8')).toContain('http://web.test/client-view/x');
  });

  it("another owner's file is not attached", async () => {
    const key = `${s.ben.outletId}/procurement/purchase-orders/${randomUUID()}.pdf`;
    await s3.client.putObject(s3.bucket, key, PDF, PDF.length);
    const before = s.t.providers.google.sent.length;
    expect(await send(request({ attachmentKey: key }))).toEqual({
      sent: false,
      reason: 'The PDF to attach could not be read',
    });
    expect(s.t.providers.google.sent.length).toBe(before);
  });

  it('a redelivery that finds the mail SENDING is not sent again: failed, unknown', async () => {
    const e = request();
    await s.t.ownerSql(`INSERT INTO mails (mail_id, owner_id, state) VALUES ($1, $2, 'SENDING')`, [
      e.mailId,
      s.ana.ownerId,
    ]);
    const before = sendCalls().length;
    expect(await send(e)).toEqual({ sent: false, reason: 'unknown' });
    expect(sendCalls().length).toBe(before);
    const [row] = await s.t.ownerSql(`SELECT state FROM mails WHERE mail_id = $1`, [e.mailId]);
    expect(row).toEqual({ state: 'FAILED' });
  });

  it('a request in an outlet identity does not know, or naming another owner: not sent, not answered', async () => {
    const lookups = await answerLookups(s.t, ['identity']); // identity knows no such outlet
    try {
      s.t.providers.google.account = 'ana.cafe@gmail.com';
      const metric = async () => {
        const text = await (await fetch(`${s.t.url}/metrics`)).text();
        return Number(
          /mise_event_skipped_total\{reason="unknown-outlet"\} (\d+)/.exec(text)?.[1] ?? 0,
        );
      };
      const before = await metric();
      const calls = sendCalls().length;
      const nowhere = request();
      await deliverEvent(s.t, ProcurementSubjects.mailRequested, nowhere, randomUUID(), 30_000);
      // Ben's id on a request in Ana's outlet: never from Ben's Gmail
      const forged = request({ ownerId: s.ben.ownerId });
      await deliverEvent(s.t, ProcurementSubjects.mailRequested, forged, s.ana.outletId, 30_000);
      expect(await metric()).toBe(before + 2);
      expect(sendCalls().length).toBe(calls);
      const answers = await s.t.ownerSql(
        `SELECT 1 FROM outbox WHERE subject LIKE 'integrations.mail.%'
            AND envelope->'payload'->>'mailId' = ANY($1::text[])`,
        [[nowhere.mailId, forged.mailId]],
      );
      expect(answers).toHaveLength(0);
    } finally {
      lookups.stop();
    }
  });

  it('the same mail id twice (a second request): sent once', async () => {
    const e = request();
    expect(await send(e)).toEqual({ sent: true, reason: null });
    const before = sendCalls().length;
    await deliverEvent(s.t, ProcurementSubjects.mailRequested, e, s.ana.outletId);
    expect(sendCalls().length).toBe(before);
  });

  it('429 with Retry-After, then success: sent once', async () => {
    const before = s.t.providers.google.sent.length;
    const calls = sendCalls().length;
    s.t.providers.google.failNext(1, { status: 429, retryAfter: 1, path: '/gmail/' });
    const started = Date.now();
    expect(await send(request())).toEqual({ sent: true, reason: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(sendCalls().length).toBe(calls + 2);
    expect(s.t.providers.google.sent.length).toBe(before + 1);
  });

  it('a 500 and a timeout are retried; a 500 every time fails with a reason', async () => {
    s.t.providers.google.failNext(1, { status: 500, path: '/gmail/' });
    s.t.providers.google.failNext(1, { status: 'timeout', path: '/gmail/' });
    expect(await send(request())).toEqual({ sent: true, reason: null });
    s.t.providers.google.failNext(3, { status: 500, path: '/gmail/' });
    const failed = await send(request());
    expect(failed.sent).toBe(false);
    expect(failed.reason).toMatch(/^Google refused to send: /);
  });

  it('a 401 renews the token once and sends; a refused renewal: NEEDS_RECONNECT', async () => {
    s.t.providers.google.server.expireAccessTokens();
    expect(await send(request())).toEqual({ sent: true, reason: null });
    s.t.providers.google.server.expireAccessTokens();
    s.t.providers.google.server.revokeRefreshTokens();
    expect(await send(request())).toEqual({
      sent: false,
      reason: 'Google refused to renew access: connect again',
    });
    const res = await s.ana.gql<{ integrations: Array<{ state: string }> }>(
      `{ integrations { state } }`,
    );
    expect(res.data?.integrations[1].state).toBe('NEEDS_RECONNECT');
  });
});
