import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type IdentityConfig, loadIdentityConfig } from '../src/config';
import { migrations } from '../src/migrations';
export type IdentityTestApp = TestApp<IdentityConfig>;

/** Identity on a fresh database, behind the test kit's issuer (it mints `email_verified`). */
export function startIdentity(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  return startTestApp({
    service: 'identity',
    loadConfig: loadIdentityConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}

/** An e-mail no other test file uses (they share one NATS server). */
export function uniqueEmail(name: string): string {
  return `${name}.${randomBytes(4).toString('hex')}@example.com`;
}

export interface SignedIn {
  token: string;
  email: string;
  userId: string;
  sessionId: string;
}

/** Mints a token for a fresh e-mail and signs in (registering the owner). */
export async function signUp(
  t: IdentityTestApp,
  name: string,
  email = uniqueEmail(name.split(' ')[0].toLowerCase()),
): Promise<SignedIn> {
  const token = await t.idp.mint({ email, name });
  const res = await t.gql<{ signIn: { userId: string; sessionId: string } }>(
    `mutation { signIn { userId sessionId } }`,
    {},
    { token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { token, email, ...res.data.signIn };
}

/** A registered owner with a WhatsApp number and one outlet. */
export async function ownerWithOutlet(
  t: IdentityTestApp,
  name: string,
): Promise<SignedIn & { outletId: string }> {
  const owner = await signUp(t, name);
  await ok(
    t,
    `mutation { updateOwnerContact(input: { whatsappNumber: "012-345 6789" }) { id } }`,
    {},
    owner.token,
  );
  const res = await ok<{ createOutlet: { id: string } }>(
    t,
    `mutation($input: CreateOutletInput!) { createOutlet(input: $input) { id } }`,
    { input: { outletName: `${name}'s Kitchen`, outletAddress: '1 Jalan Ampang, Kuala Lumpur' } },
    owner.token,
  );
  return { ...owner, outletId: res.createOutlet.id };
}

/** Runs an operation that must succeed and answers its data. */
export async function ok<T = Record<string, unknown>>(
  t: IdentityTestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
  outletId?: string,
): Promise<T> {
  const res = await t.gql<T>(query, variables, { token, outletId });
  if (res.errors?.length || !res.data) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** The first error of an operation that must fail: its code and message. */
export async function fails(
  t: IdentityTestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
  outletId?: string,
): Promise<{ code: string | undefined; message: string }> {
  const res = await t.gql(query, variables, { token, outletId });
  const error = res.errors?.[0];
  if (!error) throw new Error(`${query} succeeded: ${JSON.stringify(res.data)}`);
  return { code: error.extensions?.code, message: error.message };
}
