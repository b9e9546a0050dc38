import type { ConnectionChangedEvent, EventEnvelope } from '@mise/contracts';
import { collectEvents, ownersSuite } from '@mise/testing';
import { ConnectionsService } from '../src/connections/connections.service';
import {
  authorize,
  CONNECTION,
  connect,
  startWithProviders,
  type IntegrationsTestApp,
  type LocalProviders,
} from './helpers';

type App = IntegrationsTestApp & { providers: LocalProviders };

const START = `mutation($p: IntegrationProvider!) { startConnection(provider: $p) { authorizeUrl } }`;
const COMPLETE = `mutation($p: IntegrationProvider!, $code: String!, $state: String!) {
  completeConnection(provider: $p, code: $code, state: $state) { ${CONNECTION} } }`;
const DISCONNECT = `mutation($p: IntegrationProvider!) { disconnect(provider: $p) { ${CONNECTION} } }`;
const LIST = `{ integrations { ${CONNECTION} } }`;
const EXPIRED = 'The connection request has expired or is not yours: connect again';

describe('integrations: connections (contract §1–§2)', () => {
  const s = ownersSuite<App>(startWithProviders, 2);
  const changes = (owner: string) =>
    collectEvents<ConnectionChangedEvent>(
      'integrations.connection.changed',
      (e) => e.payload.ownerId === owner,
    );
  const until = async (events: EventEnvelope<ConnectionChangedEvent>[], n: number) => {
    for (let i = 0; i < 100 && events.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return events;
  };
  const start = async (gql: App['gql'] | typeof s.ana.gql, p: string) => {
    const res = await gql<{ startConnection: { authorizeUrl: string } }>(START, { p });
    return res.data!.startConnection.authorizeUrl;
  };

  it('lists the three providers, not connected, in order', async () => {
    const res = await s.ana.gql<{ integrations: Array<Record<string, unknown>> }>(LIST);
    expect(
      res.data?.integrations.map((c) => [c.provider, c.providerName, c.state, c.connected]),
    ).toEqual([
      ['POS', 'Loyverse', 'NOT_CONNECTED', false],
      ['MAIL', 'Google', 'NOT_CONNECTED', false],
      ['ACCOUNTING', 'Xero', 'NOT_CONNECTED', false],
    ]);
  });

  it('connects Google with PKCE: the account e-mail, an event with revision 1', async () => {
    const events = await changes(s.ana.ownerId);
    s.t.providers.google.account = 'ana.cafe@gmail.com';
    const url = new URL(await start(s.ana.gql, 'MAIL'));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://web.test/google/callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    const { code, state } = await authorize(url.toString());
    const res = await s.ana.gql(COMPLETE, { p: 'MAIL', code, state });
    expect(res.errors).toBeUndefined();
    expect(res.data?.completeConnection).toMatchObject({
      provider: 'MAIL',
      state: 'CONNECTED',
      connected: true,
      tenantId: 'ana.cafe@gmail.com',
      accountName: 'ana.cafe@gmail.com',
      problem: null,
    });
    await until(events.events, 1);
    events.stop();
    expect(events.events.map((e) => e.payload)).toEqual([
      {
        ownerId: s.ana.ownerId,
        provider: 'MAIL',
        connected: true,
        tenantId: 'ana.cafe@gmail.com',
        revision: 1,
      },
    ]);
  });

  it("connects Xero (its organisation from /connections) and Loyverse (the merchant's name)", async () => {
    const xero = await connect(s.ana.gql, 'ACCOUNTING');
    expect(xero).toMatchObject({
      state: 'CONNECTED',
      tenantId: s.t.providers.xero.tenant.tenantId,
      accountName: 'Demo Company (MY)',
    });
    const url = new URL(await start(s.ana.gql, 'POS'));
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(url.pathname).toBe('/oauth/authorize');
    const { code, state } = await authorize(url.toString());
    const pos = await s.ana.gql(COMPLETE, { p: 'POS', code, state });
    expect(pos.data?.completeConnection).toMatchObject({
      state: 'CONNECTED',
      tenantId: s.t.providers.loyverse.merchant.id,
      accountName: 'Demo Cafe',
    });
  });

  it('the database holds no token in plain text', async () => {
    const tokens = [s.t.providers.google, s.t.providers.xero, s.t.providers.loyverse]
      .flatMap((p) => p.server.issued())
      .flatMap((t) => [t.accessToken, t.refreshToken ?? ''])
      .filter(Boolean);
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    const rows = await s.t.ownerSql<Record<string, unknown>>(`SELECT * FROM connections`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const bytes = Buffer.isBuffer(value) ? value : Buffer.from(String(value));
        for (const token of tokens) {
          expect(bytes.includes(Buffer.from(token))).toBe(false);
          expect(bytes.includes(Buffer.from(token).toString('hex'))).toBe(false);
        }
      }
    }
    const [{ dump }] = await s.t.ownerSql<{ dump: string }>(
      `SELECT string_agg(c::text, '|') AS dump FROM connections c`,
    );
    for (const token of tokens) expect(dump.includes(token)).toBe(false);
    expect(rows.every((r) => r.key_id === 'k2')).toBe(true);
  });

  it('refuses a wrong state, another owner’s state, a used one and an expired one', async () => {
    const wrong = await s.ana.gql(COMPLETE, { p: 'MAIL', code: 'x', state: 'nonsense' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: EXPIRED,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // Ben finishes Ana's request: refused, and Ana's request is still hers to finish
    const { code, state } = await authorize(await start(s.ana.gql, 'MAIL'));
    const stolen = await s.ben.gql(COMPLETE, { p: 'MAIL', code, state });
    expect(stolen.errors?.[0]).toMatchObject({
      message: EXPIRED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bens = await s.ben.gql<{ integrations: Array<{ state: string }> }>(LIST);
    expect(bens.data?.integrations.map((c) => c.state)).toEqual([
      'NOT_CONNECTED',
      'NOT_CONNECTED',
      'NOT_CONNECTED',
    ]);
    // the state of another provider is not this one's
    const crossed = await s.ana.gql(COMPLETE, { p: 'ACCOUNTING', code, state });
    expect(crossed.errors?.[0].message).toBe(EXPIRED);
    const mine = await s.ana.gql(COMPLETE, { p: 'MAIL', code, state });
    expect(mine.errors).toBeUndefined();
    // single use
    const again = await s.ana.gql(COMPLETE, { p: 'MAIL', code, state });
    expect(again.errors?.[0].message).toBe(EXPIRED);

    // older than 10 minutes
    const late = await authorize(await start(s.ana.gql, 'POS'));
    await s.t.ownerSql(`UPDATE connection_requests SET expires_at = now() - interval '1 second'`);
    const expired = await s.ana.gql(COMPLETE, { p: 'POS', code: late.code, state: late.state });
    expect(expired.errors?.[0].message).toBe(EXPIRED);
  });

  it('an expired code: "{Provider} refused the connection: connect again", nothing changes', async () => {
    for (const [p, name, fake] of [
      ['MAIL', 'Google', s.t.providers.google],
      ['ACCOUNTING', 'Xero', s.t.providers.xero],
      ['POS', 'Loyverse', s.t.providers.loyverse],
    ] as const) {
      const before = await s.t.ownerSql(
        `SELECT revision FROM connections WHERE owner_id = $1 AND provider = $2`,
        [s.ana.ownerId, p],
      );
      const { code, state } = await authorize(await start(s.ana.gql, p));
      fake.server.expireCodes();
      const res = await s.ana.gql(COMPLETE, { p, code, state });
      expect(res.errors?.[0]).toMatchObject({
        message: `${name} refused the connection: connect again`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const after = await s.t.ownerSql(
        `SELECT revision FROM connections WHERE owner_id = $1 AND provider = $2`,
        [s.ana.ownerId, p],
      );
      expect(after).toEqual(before);
    }
  });

  it('refreshes a token with less than 5 minutes left; Xero rotates its refresh token', async () => {
    const svc = s.t.app.get(ConnectionsService);
    const first = await svc.access(s.ana.ownerId, 'MAIL');
    expect(first.ok).toBe(true);
    const tokenCalls = () =>
      s.t.providers.google.server.calls.filter((c) => c.path === '/token').length;
    const calls = tokenCalls();
    expect((await svc.access(s.ana.ownerId, 'MAIL')).ok).toBe(true);
    expect(tokenCalls()).toBe(calls); // plenty of time left: no refresh
    await s.t.ownerSql(
      `UPDATE connections SET expires_at = now() + interval '4 minutes' WHERE provider = 'MAIL'`,
    );
    const renewed = await svc.access(s.ana.ownerId, 'MAIL');
    expect(tokenCalls()).toBe(calls + 1);
    expect(renewed.ok && first.ok && renewed.accessToken !== first.accessToken).toBe(true);
    const [row] = await s.t.ownerSql<{ expires_at: Date }>(
      `SELECT expires_at FROM connections WHERE owner_id = $1 AND provider = 'MAIL'`,
      [s.ana.ownerId],
    );
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    // Xero hands out a new refresh token each time: both refreshes work
    expect((await svc.access(s.ana.ownerId, 'ACCOUNTING', { force: true })).ok).toBe(true);
    expect((await svc.access(s.ana.ownerId, 'ACCOUNTING', { force: true })).ok).toBe(true);
  });

  it('a refused refresh: NEEDS_RECONNECT with the problem, and connected: false', async () => {
    const events = await changes(s.ana.ownerId);
    s.t.providers.xero.server.revokeRefreshTokens();
    await s.t.ownerSql(`UPDATE connections SET expires_at = now() WHERE provider = 'ACCOUNTING'`);
    const access = await s.t.app.get(ConnectionsService).access(s.ana.ownerId, 'ACCOUNTING');
    expect(access).toEqual({ ok: false, problem: 'Xero refused to renew access: connect again' });
    const res = await s.ana.gql<{ integrations: Array<Record<string, unknown>> }>(LIST);
    expect(res.data?.integrations[2]).toMatchObject({
      state: 'NEEDS_RECONNECT',
      connected: false,
      accountName: 'Demo Company (MY)',
      problem: 'Xero refused to renew access: connect again',
    });
    await until(events.events, 1);
    events.stop();
    expect(events.events[0].payload).toMatchObject({
      provider: 'ACCOUNTING',
      connected: false,
      tenantId: null,
    });
    // connecting again clears it
    expect(await connect(s.ana.gql, 'ACCOUNTING')).toMatchObject({
      state: 'CONNECTED',
      problem: null,
    });
  });

  it("disconnect: NOT_CONNECTED, the provider's revoke (Google, Xero), revision + 1", async () => {
    const events = await changes(s.ana.ownerId);
    const live = (fake: LocalProviders['google']) =>
      fake.server.issued().filter((t) => !t.revoked).length;
    expect(live(s.t.providers.google)).toBeGreaterThan(0);
    for (const p of ['MAIL', 'ACCOUNTING', 'POS']) {
      const res = await s.ana.gql(DISCONNECT, { p });
      expect(res.data?.disconnect).toMatchObject({
        provider: p,
        state: 'NOT_CONNECTED',
        connected: false,
        tenantId: null,
        accountName: null,
      });
    }
    expect(live(s.t.providers.google)).toBe(0);
    expect(
      s.t.providers.xero.server.calls.some(
        (c) => c.path === '/connect/revocation' && c.status === 200,
      ),
    ).toBe(true);
    expect(live(s.t.providers.xero as unknown as LocalProviders['google'])).toBe(0);
    await until(events.events, 4);
    events.stop();
    // (the previous test's reconnect may arrive in between)
    const off = events.events.filter((e) => !e.payload.connected);
    expect(off.map((e) => e.payload.provider)).toEqual(['MAIL', 'ACCOUNTING', 'POS']);
    const rows = await s.t.ownerSql<Record<string, unknown>>(
      `SELECT * FROM connections WHERE owner_id = $1`,
      [s.ana.ownerId],
    );
    expect(rows.every((r) => r.access_token_enc === null && r.refresh_token_enc === null)).toBe(
      true,
    );
    // disconnecting again changes nothing
    const again = await s.ana.gql(DISCONNECT, { p: 'MAIL' });
    expect(again.data?.disconnect).toMatchObject({ state: 'NOT_CONNECTED' });
  });

  it('Owner.integrations answers only for the signed-in owner', async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Owner { id integrations { provider state } } } }`;
    const mine = await s.ana.gql<{
      _entities: Array<{ id: string; integrations: unknown[] } | null>;
    }>(q, {
      r: [{ __typename: 'Owner', id: s.ana.ownerId }],
    });
    expect(mine.data?._entities[0]?.integrations).toHaveLength(3);
    const theirs = await s.ben.gql<{ _entities: unknown[] }>(q, {
      r: [{ __typename: 'Owner', id: s.ana.ownerId }],
    });
    expect(theirs.data?._entities[0]).toBeNull();
  });
});
