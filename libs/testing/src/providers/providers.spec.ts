import { createHash } from 'node:crypto';
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
});
