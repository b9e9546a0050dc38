import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGoogleFake, startLoyverseFake, startXeroFake } from './index';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the local OAuth providers', () => {
  it('Google: PKCE code, refresh, Gmail send (captured), revoke, failures on request', async () => {
    const g = await startGoogleFake();
    try {
      const verifier = 'v'.repeat(43);
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const auth = new URL(`${g.url}/o/oauth2/v2/auth`);
      Object.entries({
        client_id: g.clientId,
        response_type: 'code',
        redirect_uri: 'http://web.test/google/callback',
        state: 'st',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).forEach(([k, v]) => auth.searchParams.set(k, v));
      const res = await fetch(auth, { redirect: 'manual' });
      const to = new URL(res.headers.get('location')!);
      expect(to.searchParams.get('state')).toBe('st');
      const client = { client_id: g.clientId, client_secret: g.clientSecret };
      const exchange = (v: string) =>
        fetch(
          `${g.url}/token`,
          form({
            ...client,
            grant_type: 'authorization_code',
            code: to.searchParams.get('code')!,
            redirect_uri: 'http://web.test/google/callback',
            code_verifier: v,
          }),
        );
      expect((await exchange('wrong'.repeat(9))).status).toBe(400); // and the code is used up
      const again = await fetch(auth, { redirect: 'manual' });
      to.searchParams.set(
        'code',
        new URL(again.headers.get('location')!).searchParams.get('code')!,
      );
      const tokens = (await (await exchange(verifier)).json()) as Record<string, string>;
      const claims = JSON.parse(
        Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString(),
      ) as { email: string };
      expect(claims.email).toBe('mise.owner@gmail.com');

      const sendMail = () =>
        fetch(`${g.url}/gmail/v1/users/me/messages/send`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokens.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            raw: Buffer.from('Subject: hi\r\n\r\nbody').toString('base64url'),
          }),
        });
      g.failNext(1, { status: 429, retryAfter: 3, path: '/gmail/' });
      const limited = await sendMail();
      expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
      expect((await sendMail()).status).toBe(200);
      expect(g.sent.map((m) => m.raw)).toEqual(['Subject: hi\r\n\r\nbody']);

      const refreshed = await fetch(
        `${g.url}/token`,
        form({ ...client, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      );
      expect(refreshed.status).toBe(200);
      expect((await fetch(`${g.url}/revoke`, form({ token: tokens.refresh_token }))).status).toBe(
        200,
      );
      expect((await sendMail()).status).toBe(401);
      const refused = await fetch(
        `${g.url}/token`,
        form({ ...client, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      );
      expect(refused.status).toBe(400);
    } finally {
      await g.close();
    }
  });

  it('Xero and Loyverse: their clients, the organisation and the merchant; a held call', async () => {
    const [x, l] = await Promise.all([startXeroFake(), startLoyverseFake()]);
    try {
      const noPkce = await fetch(
        `${x.url}/identity/connect/authorize?client_id=${x.clientId}&response_type=code&redirect_uri=http://w/xero/callback`,
        { redirect: 'manual' },
      );
      expect(noPkce.status).toBe(400);
      const res = await fetch(
        `${l.url}/oauth/authorize?client_id=${l.clientId}&response_type=code&redirect_uri=http://w/loyverse/callback&state=s`,
        { redirect: 'manual' },
      );
      const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
      const tokens = (await (
        await fetch(
          `${l.url}/oauth/token`,
          form({
            client_id: l.clientId,
            client_secret: l.clientSecret,
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'http://w/loyverse/callback',
          }),
        )
      ).json()) as Record<string, string>;
      const merchant = (await (
        await fetch(`${l.url}/v1.0/merchant/`, {
          headers: { Authorization: `Bearer ${tokens.access_token}` },
        })
      ).json()) as Record<string, string>;
      expect(merchant.business_name).toBe('Demo Cafe');
      l.failNext(1, { status: 'timeout' });
      await expect(
        fetch(`${l.url}/v1.0/merchant/`, { signal: AbortSignal.timeout(200) }),
      ).rejects.toThrow();
    } finally {
      await Promise.all([x.close(), l.close()]);
    }
  });

  it('Loyverse: stores, receipts newest first with cursor paging, signed webhook deliveries', async () => {
    const l = await startLoyverseFake();
    const hits: Array<{ signature: string | undefined; body: string }> = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hits.push({
          signature: req.headers['x-loyverse-signature'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const auth = await fetch(
        `${l.url}/oauth/authorize?client_id=${l.clientId}&response_type=code&redirect_uri=http://w/loyverse/callback`,
        { redirect: 'manual' },
      );
      const code = new URL(auth.headers.get('location')!).searchParams.get('code')!;
      const { access_token: token } = (await (
        await fetch(
          `${l.url}/oauth/token`,
          form({
            client_id: l.clientId,
            client_secret: l.clientSecret,
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'http://w/loyverse/callback',
          }),
        )
      ).json()) as Record<string, string>;
      const get = async (path: string) =>
        (await (
          await fetch(`${l.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as Record<string, unknown>;
      const { stores } = (await get('/v1.0/stores')) as { stores: Array<{ name: string }> };
      expect(stores.map((x) => x.name)).toEqual(['Main Store', 'Kiosk']);
      const { port } = receiver.address() as AddressInfo;
      const hook = (await (
        await fetch(`${l.url}/v1.0/webhooks`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            url: `http://127.0.0.1:${port}/hook`,
            type: 'receipts.update',
            status: 'ENABLED',
          }),
        })
      ).json()) as { id: string };
      const { receipt, deliveries } = await l.addReceipt(l.stores[0].id);
      expect(deliveries.map((d) => d.status)).toEqual([200]);
      expect(hits[0].signature).toBe(l.sign(hits[0].body));
      expect(JSON.parse(hits[0].body)).toMatchObject({
        merchant_id: l.merchant.id,
        type: 'receipts.update',
        receipts: [{ receipt_number: receipt.receipt_number, total_money: 12.5 }],
      });
      for (let i = 0; i < 4; i++) await l.addReceipt(l.stores[1].id);
      const first = (await get('/v1.0/receipts?limit=3')) as {
        receipts: Array<{ receipt_number: string }>;
        cursor: string;
      };
      expect(first.receipts.map((r) => r.receipt_number)).toEqual(['1-1005', '1-1004', '1-1003']);
      const next = (await get(`/v1.0/receipts?cursor=${first.cursor}`)) as {
        receipts: Array<{ receipt_number: string }>;
        cursor?: string;
      };
      expect(next.receipts.map((r) => r.receipt_number)).toEqual(['1-1002', '1-1001']);
      expect(next.cursor).toBeUndefined();
      // the same over HTTP, for a journey against npm start's local Loyverse
      const local = await fetch(`${l.url}/_local/receipts`, {
        method: 'POST',
        body: JSON.stringify({ store: 'Kiosk', receipt: { total_money: 3 } }),
      });
      const added = (await local.json()) as {
        receipt: { store_id: string; total_money: number };
        deliveries: unknown[];
      };
      expect(added.receipt).toMatchObject({ store_id: l.stores[1].id, total_money: 3 });
      expect(added.deliveries).toHaveLength(1);
      const deleted = await fetch(`${l.url}/v1.0/webhooks/${hook.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(deleted.status).toBe(200);
      expect(((await get('/v1.0/webhooks')) as { webhooks: unknown[] }).webhooks).toEqual([]);
    } finally {
      receiver.close();
      await l.close();
    }
  });
});
