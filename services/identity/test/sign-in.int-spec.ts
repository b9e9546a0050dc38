import { IdentitySubjects, type OwnerUpdatedEvent } from '@mise/contracts';
import { IdentityMessages } from '@mise/domain';
import { expectEvent } from '@mise/testing';
import { OwnerService } from '../src/owner/owner.service';
import { fails, type IdentityTestApp, ok, startIdentity, uniqueEmail } from './helpers';

// Issue 7, 1.7: an owner is the issuer's `sub`, not whoever presents the e-mail claim.

const ADMIN = uniqueEmail('chief');
const LATE_ADMIN = uniqueEmail('late-chief');
const SIGN_IN = `mutation { signIn { userId isAdmin } }`;
const ME = `{ me { id isAdmin } }`;
const ANALYSIS = `{ outletAnalysis { summary { total } } }`;

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity({ ADMIN_EMAILS: `${ADMIN},${LATE_ADMIN}` });
});
afterAll(() => t.close());

type SignIn = { signIn: { userId: string; isAdmin: boolean } };
const signIn = async (token: string) => (await ok<SignIn>(t, SIGN_IN, {}, token)).signIn;

/** An owner as registered before subjects were kept: a row with an e-mail and no subject. */
async function legacyOwner(email: string): Promise<string> {
  const [row] = await t.ownerSql<{ id: string }>(
    `INSERT INTO owners (email, first_name) VALUES ($1, 'Legacy') RETURNING id`,
    [email],
  );
  return row.id;
}

describe('signIn binds the owner to the token subject', () => {
  it('registers the subject and finds the owner by it, whatever e-mail a later token carries', async () => {
    const email = uniqueEmail('sub');
    const first = await signIn(await t.idp.mint({ email, sub: 'auth0|one' }));
    const [row] = await t.ownerSql(`SELECT subject FROM owners WHERE id = $1`, [first.userId]);
    expect(row.subject).toBe('auth0|one');

    // The same person after changing their e-mail at the issuer: still the same owner.
    const again = await signIn(await t.idp.mint({ email: uniqueEmail('moved'), sub: 'auth0|one' }));
    expect(again.userId).toBe(first.userId);
  });

  it('refuses a token with the same e-mail but another subject: it is not that owner', async () => {
    const email = uniqueEmail('victim');
    const victim = await signIn(await t.idp.mint({ email, sub: 'google|victim' }));
    const forged = await t.idp.mint({ email, sub: 'other-idp|attacker' });

    expect(await fails(t, SIGN_IN, {}, forged)).toEqual({
      code: 'FORBIDDEN',
      message: IdentityMessages.signIn.emailTaken,
    });
    expect((await fails(t, ME, {}, forged)).code).toBe('UNAUTHENTICATED');
    const rows = await t.ownerSql(`SELECT id, subject FROM owners WHERE email = $1`, [email]);
    expect(rows).toEqual([{ id: victim.userId, subject: 'google|victim' }]);
  });

  it('matches an owner registered before subjects by a verified e-mail, then binds the subject', async () => {
    const email = uniqueEmail('legacy');
    const ownerId = await legacyOwner(email);
    const bound = await expectEvent<OwnerUpdatedEvent>(
      IdentitySubjects.ownerUpdated,
      (e) => e.payload.ownerId === ownerId,
    );

    const token = await t.idp.mint({ email, sub: 'google|legacy', emailVerified: true });
    expect((await signIn(token)).userId).toBe(ownerId);
    expect((await bound.event).payload).toMatchObject({ subject: 'google|legacy', revision: 2 });

    // Bound now: another subject with that verified e-mail is not them.
    const other = await t.idp.mint({ email, sub: 'google|someone-else', emailVerified: true });
    expect((await fails(t, SIGN_IN, {}, other)).code).toBe('FORBIDDEN');
  });

  it('does not match an owner registered before subjects by an unverified e-mail', async () => {
    const email = uniqueEmail('unverified');
    const ownerId = await legacyOwner(email);
    const token = await t.idp.mint({ email, sub: 'idp|squatter', emailVerified: false });

    expect((await fails(t, ME, {}, token)).code).toBe('UNAUTHENTICATED');
    expect((await fails(t, SIGN_IN, {}, token)).code).toBe('FORBIDDEN');
    const [row] = await t.ownerSql(`SELECT subject FROM owners WHERE id = $1`, [ownerId]);
    expect(row.subject).toBeNull();
  });
});

describe('an unverified e-mail reserves nothing (issue 19, 1.10)', () => {
  it('a first sign-in with an unverified e-mail registers nobody; its owner registers later', async () => {
    const email = uniqueEmail('reserved');
    const squatter = await t.idp.mint({ email, sub: 'idp|squatter', emailVerified: false });
    expect(await fails(t, SIGN_IN, {}, squatter)).toEqual({
      code: 'FORBIDDEN',
      message: IdentityMessages.signIn.emailUnverified,
    });
    expect(await t.ownerSql(`SELECT id FROM owners WHERE email = $1`, [email])).toEqual([]);

    const owner = await t.idp.mint({ email, sub: 'google|owner', emailVerified: true });
    const { userId } = await signIn(owner);
    const rows = await t.ownerSql(`SELECT id, subject FROM owners WHERE email = $1`, [email]);
    expect(rows).toEqual([{ id: userId, subject: 'google|owner' }]);
  });

  it('reads "verified" the same way in every service: the string "true" counts, anything else not', async () => {
    const email = uniqueEmail('stringly');
    const token = await t.idp.mint({ email, sub: 'idp|stringly', emailVerified: 'true' as never });
    expect((await signIn(token)).userId).toBeTruthy();
    const no = await t.idp.mint({
      email: uniqueEmail('no'),
      sub: 'idp|no',
      emailVerified: 'yes' as never,
    });
    expect((await fails(t, SIGN_IN, {}, no)).code).toBe('FORBIDDEN');
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin only with a verified e-mail', async () => {
    // unverified, the address is not even registered (issue 19: it reserves nothing)
    const unverified = await t.idp.mint({
      email: LATE_ADMIN,
      sub: 'idp|late',
      emailVerified: false,
    });
    expect((await fails(t, SIGN_IN, {}, unverified)).code).toBe('FORBIDDEN');
    const verified = await t.idp.mint({ email: LATE_ADMIN, sub: 'idp|late', emailVerified: true });
    expect((await signIn(verified)).isAdmin).toBe(true);
  });

  it('grants once and records it, so `npm run admin -- revoke` sticks across sign-ins', async () => {
    const token = await t.idp.mint({ email: ADMIN, sub: 'google|chief' });
    const { userId, isAdmin } = await signIn(token);
    expect(isAdmin).toBe(true);
    const [granted] = await t.ownerSql(
      `SELECT action, actor_source, target_id FROM admin_audit WHERE target_id = $1`,
      [userId],
    );
    expect(granted).toEqual({ action: 'grantAdmin', actor_source: 'config', target_id: userId });

    await t.app.get(OwnerService).setAdminFlag(ADMIN, false);
    expect((await signIn(token)).isAdmin).toBe(false);
    expect((await fails(t, ANALYSIS, {}, token)).code).toBe('FORBIDDEN');
    const audit = await t.ownerSql(
      `SELECT action, actor_source FROM admin_audit WHERE target_id = $1 ORDER BY created_at`,
      [userId],
    );
    expect(audit).toEqual([
      { action: 'grantAdmin', actor_source: 'config' },
      { action: 'revokeAdmin', actor_source: 'cli' },
    ]);
  });
});
