import { randomBytes, randomUUID } from 'node:crypto';
import type { GqlOptions, GqlResult, TestApp } from './app';

export interface SignedInOptions {
  /** default: a fresh `owner-<random>@example.com` */
  email?: string;
  name?: string;
  isAdmin?: boolean;
  outletName?: string;
}

/** A signed-in owner with one outlet, and a GraphQL helper bound to both. */
export interface TestOwner {
  email: string;
  /** the token's `sub` */
  subject: string;
  token: string;
  ownerId: string;
  outletId: string;
  isAdmin: boolean;
  /** `t.gql` with this owner's token and `X-Outlet-ID` (override either in `options`). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResult<T>>;
}

/**
 * A signed-in owner with an outlet, in one call, for any service's tests. Identity: through its
 * own API (signIn, contact, createOutlet). Any other service: the identity projection rows its
 * tenancy keeps (owners with the token's `sub`, outlets), written as the table owner, exactly
 * what `identity.owner.registered` and `identity.outlet.created` would leave.
 */
export async function signedInOwner(t: TestApp, o: SignedInOptions = {}): Promise<TestOwner> {
  const email = (o.email ?? `owner-${randomBytes(4).toString('hex')}@example.com`).toLowerCase();
  const subject = `test|${email}`;
  const token = await t.idp.mint({ email, name: o.name ?? 'Test Owner', sub: subject });
  let ownerId: string;
  let outletId: string;
  if (t.config.service === 'identity') {
    ({ ownerId, outletId } = await throughIdentity(t, token, o));
  } else {
    ownerId = randomUUID();
    outletId = randomUUID();
    const now = new Date().toISOString();
    await t.ownerSql(
      `INSERT INTO owners (id, subject, email, is_admin, revision, occurred_at)
       VALUES ($1, $2, $3, $4, 1, $5)`,
      [ownerId, subject, email, o.isAdmin ?? false, now],
    );
    await t.ownerSql(
      `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
       VALUES ($1, $2, $3, $4, 1, $5)`,
      [outletId, ownerId, o.outletName ?? 'Test Outlet', randomBytes(8).toString('hex'), now],
    );
  }
  return {
    email,
    subject,
    token,
    ownerId,
    outletId,
    isAdmin: o.isAdmin ?? false,
    gql: (query, variables, options = {}) =>
      t.gql(query, variables, { token, outletId, ...options }),
  };
}

async function throughIdentity(
  t: TestApp,
  token: string,
  o: SignedInOptions,
): Promise<{ ownerId: string; outletId: string }> {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await t.gql<T>(query, variables, { token });
    if (res.errors?.length || !res.data) {
      throw new Error(`signedInOwner: ${res.errors?.[0]?.message ?? `HTTP ${res.status}`}`);
    }
    return res.data;
  };
  const { signIn } = await call<{ signIn: { userId: string } }>('mutation { signIn { userId } }');
  await call('mutation($p: String!) { updateOwnerContact(input: { whatsappNumber: $p }) { id } }', {
    p: '+60123456789',
  });
  const { createOutlet } = await call<{ createOutlet: { id: string } }>(
    'mutation($n: String!) { createOutlet(input: { outletName: $n, outletAddress: "1 Jalan Test" }) { id } }',
    { n: o.outletName ?? 'Test Outlet' },
  );
  if (o.isAdmin) {
    await t.ownerSql(`UPDATE owners SET is_admin = true WHERE id = $1`, [signIn.userId]);
  }
  return { ownerId: signIn.userId, outletId: createOutlet.id };
}

/**
 * Sets the admin's 90-day checking in this app's projection at a revision no real event reaches.
 * Identity's tests, running at the same time on the shared NATS, publish real
 * `identity.admin-setting.changed` events that every test app hears; a test that depends on the
 * window pins it (in `beforeAll`) and turns it off and on again with this same call.
 */
export async function pinNinetyDayChecking(t: TestApp, enabled: boolean): Promise<void> {
  await t.ownerSql(
    `INSERT INTO admin_settings (key, value, revision, occurred_at)
     VALUES ('enable90DaysChecking', $1, 2147483647, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, revision = EXCLUDED.revision`,
    [enabled],
  );
}

// Jest's hooks, as the test runner provides them (the kit is also loaded outside Jest, by the
// benches, so it does not import @jest/globals).
declare const beforeAll: (fn: () => Promise<unknown>) => void;
declare const afterAll: (fn: () => Promise<unknown> | undefined) => void;

/** What `ownersSuite` fills in before the suite's tests run. */
export interface OwnersSuite<A extends TestApp> {
  t: A;
  ana: TestOwner;
  /** only when the suite asked for two owners */
  ben: TestOwner;
}

/**
 * The usual suite set-up, called in a `describe`: starts the service before all its tests, signs
 * in one owner (`ana`) or two (`ana`, `ben`), and closes the service after. The fields are filled
 * in `beforeAll`, so read them inside tests and hooks (`s.t`, `s.ana`), not at collection time.
 */
export function ownersSuite<A extends TestApp>(
  start: () => Promise<A>,
  owners: 1 | 2 = 1,
): OwnersSuite<A> {
  const s = {} as OwnersSuite<A>;
  beforeAll(async () => {
    s.t = await start();
    s.ana = await signedInOwner(s.t);
    if (owners === 2) s.ben = await signedInOwner(s.t);
  });
  afterAll(() => s.t?.close());
  return s;
}
