import {
  IdentitySubjects,
  type OwnerRegisteredEvent,
  type OwnerUpdatedEvent,
} from '@mise/contracts';
import { Messages } from '@mise/domain';
import { OwnerService } from '../src/owner/owner.service';
import {
  fails,
  type IdentityTestApp,
  ok,
  ownerWithOutlet,
  signUp,
  startIdentity,
  uniqueEmail,
} from './helpers';
import { expectEvent, sqlStatementsOf } from '@mise/testing';

const ADMIN = uniqueEmail('boss');
const SIGN_IN = `mutation {
  signIn { userId sessionId outletId isAdmin basicInfo { firstName lastName email whatsappNumber } }
}`;
const ME = `{ me { id isAdmin currentOutletId basicInfo { firstName lastName email whatsappNumber }
  outlets { id outletName outletNumber maskedOutletNumber } } }`;

interface SignInAnswer {
  signIn: {
    userId: string;
    sessionId: string;
    outletId: string | null;
    isAdmin: boolean;
    basicInfo: {
      firstName: string;
      lastName: string;
      email: string;
      whatsappNumber: string | null;
    };
  };
}

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity({ ADMIN_EMAILS: ` ${ADMIN.toUpperCase()} , someone@else.com` });
});
afterAll(() => t.close());

describe('signIn (registration)', () => {
  it('registers once from the token: same user id, a new session each time, one registered event', async () => {
    const email = uniqueEmail('ana');
    const token = await t.idp.mint({ email: email.toUpperCase(), name: 'Ana Lim Mei' });
    const registered = await expectEvent<OwnerRegisteredEvent>(
      IdentitySubjects.ownerRegistered,
      (e) => e.payload.email === email,
    );

    const first = (await ok<SignInAnswer>(t, SIGN_IN, {}, token)).signIn;
    const second = (await ok<SignInAnswer>(t, SIGN_IN, {}, token)).signIn;

    expect(second.userId).toBe(first.userId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(first).toMatchObject({
      outletId: null,
      isAdmin: false,
      basicInfo: { firstName: 'Ana', lastName: 'Lim Mei', email, whatsappNumber: null },
    });
    const event = await registered.event;
    expect(event.payload).toEqual({
      ownerId: first.userId,
      subject: `test|${email}`,
      email,
      firstName: 'Ana',
      lastName: 'Lim Mei',
      isAdmin: false,
      revision: 1,
    });
    const outbox = await t.ownerSql(
      `SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'payload'->>'ownerId' = $2`,
      [IdentitySubjects.ownerRegistered, first.userId],
    );
    expect(outbox[0].n).toBe(1);
    const sessions = await t.ownerSql(`SELECT id FROM sessions WHERE owner_id = $1`, [
      first.userId,
    ]);
    expect(sessions.map((s) => s.id).sort()).toEqual([first.sessionId, second.sessionId].sort());
  });

  it('makes e-mails listed in ADMIN_EMAILS admins', async () => {
    const token = await t.idp.mint({ email: ADMIN, name: 'The Boss' });
    const { signIn } = await ok<SignInAnswer>(t, SIGN_IN, {}, token);
    expect(signIn.isAdmin).toBe(true);
    const me = await ok<{ me: { isAdmin: boolean } }>(t, ME, {}, token);
    expect(me.me.isAdmin).toBe(true);
  });

  it('refuses a request without a valid token', async () => {
    const res = await t.gql(SIGN_IN);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const expired = await t.idp.mint({ email: uniqueEmail('late'), expiresIn: -60 });
    const res2 = await t.gql(SIGN_IN, {}, { token: expired });
    expect(res2.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses to register a token without an e-mail', async () => {
    const token = await t.idp.mint({ email: '' });
    expect((await fails(t, SIGN_IN, {}, token)).code).toBe('UNAUTHENTICATED');
    expect(await t.ownerSql(`SELECT id FROM owners WHERE email = ''`)).toEqual([]);
  });

  it('answers UNAUTHENTICATED to `me` before the first signIn', async () => {
    const token = await t.idp.mint({ email: uniqueEmail('new') });
    expect((await fails(t, ME, {}, token)).code).toBe('UNAUTHENTICATED');
  });
});

describe('me', () => {
  it('answers the owner with their outlets and the current outlet', async () => {
    const owner = await ownerWithOutlet(t, 'Bala Kumar');
    const { me } = await ok<{
      me: {
        id: string;
        currentOutletId: string;
        basicInfo: { whatsappNumber: string };
        outlets: { id: string; outletNumber: string; maskedOutletNumber: string }[];
      };
    }>(t, ME, {}, owner.token);
    expect(me.id).toBe(owner.userId);
    expect(me.currentOutletId).toBe(owner.outletId);
    expect(me.basicInfo.whatsappNumber).toBe('+60123456789');
    expect(me.outlets).toHaveLength(1);
    expect(me.outlets[0].id).toBe(owner.outletId);
    expect(me.outlets[0].outletNumber).toMatch(/^\d{6,}$/);
    expect(me.outlets[0].maskedOutletNumber).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
  });

  it('costs the same number of SQL statements with 1 outlet as with 6', async () => {
    const owner = await ownerWithOutlet(t, 'Chen Wei');
    const statements = async () => {
      let outlets: number | undefined;
      const n = await sqlStatementsOf(t.app, async (opts) => {
        const res = await t.gql<{ me: { outlets: unknown[] } }>(
          ME,
          {},
          { ...opts, token: owner.token },
        );
        outlets = res.data?.me.outlets.length;
      });
      return { n, outlets };
    };
    const withOne = await statements();
    for (let i = 2; i <= 6; i++) {
      await ok(
        t,
        `mutation($input: CreateOutletInput!) { createOutlet(input: $input) { id } }`,
        { input: { outletName: `Branch ${i}`, outletAddress: `${i} Jalan Besar` } },
        owner.token,
      );
    }
    const withSix = await statements();
    expect(withOne.outlets).toBe(1);
    expect(withSix.outlets).toBe(6);
    expect(withOne.n).toBeGreaterThan(0);
    expect(withSix.n).toBe(withOne.n);
    // The actor, the owner, the outlets: one statement each, no BEGIN/COMMIT (db.unscopedRead).
    expect(withSix.n).toBeLessThanOrEqual(3);
  });
});

describe('updateOwnerContact (onboarding phone step)', () => {
  const UPDATE = `mutation($input: UpdateOwnerContactInput!) {
    updateOwnerContact(input: $input) { basicInfo { firstName lastName whatsappNumber } }
  }`;

  it.each([
    ['', Messages.onboarding.phoneBlank],
    ['   ', Messages.onboarding.phoneBlank],
    ['12345', Messages.onboarding.phoneInvalid],
    ['+60 1', Messages.onboarding.phoneInvalid],
  ])('refuses %j with "%s"', async (whatsappNumber, message) => {
    const owner = await signUp(t, 'Dina Tan');
    const error = await fails(t, UPDATE, { input: { whatsappNumber } }, owner.token);
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
    const rows = await t.ownerSql(`SELECT whatsapp_number FROM owners WHERE id = $1`, [
      owner.userId,
    ]);
    expect(rows[0].whatsapp_number).toBeNull();
  });

  it('stores the number as E.164 with the names and emits owner.updated', async () => {
    const owner = await signUp(t, 'Eli');
    const updated = await expectEvent<OwnerUpdatedEvent>(
      IdentitySubjects.ownerUpdated,
      (e) => e.payload.ownerId === owner.userId,
    );
    const res = await ok<{ updateOwnerContact: { basicInfo: object } }>(
      t,
      UPDATE,
      { input: { whatsappNumber: '+65 8123 4567', firstName: ' Eli ', lastName: 'Goh' } },
      owner.token,
    );
    expect(res.updateOwnerContact.basicInfo).toEqual({
      firstName: 'Eli',
      lastName: 'Goh',
      whatsappNumber: '+6581234567',
    });
    expect((await updated.event).payload).toMatchObject({
      whatsappNumber: '+6581234567',
      firstName: 'Eli',
      lastName: 'Goh',
    });
  });
});

describe('setCurrentOutlet', () => {
  const SET = `mutation($id: ID!) { setCurrentOutlet(outletId: $id) { currentOutletId } }`;

  it("switches to an own outlet, refuses another owner's (NOT_FOUND, nothing changes)", async () => {
    const a = await ownerWithOutlet(t, 'Farah');
    const b = await ownerWithOutlet(t, 'Gopal');
    const second = await ok<{ createOutlet: { id: string } }>(
      t,
      `mutation { createOutlet(input: { outletName: "Second", outletAddress: "2 Jalan Dua" }) { id } }`,
      {},
      a.token,
    );
    const back = await ok<{ setCurrentOutlet: { currentOutletId: string } }>(
      t,
      SET,
      { id: a.outletId },
      a.token,
    );
    expect(back.setCurrentOutlet.currentOutletId).toBe(a.outletId);
    expect(second.createOutlet.id).not.toBe(a.outletId);

    expect(await fails(t, SET, { id: b.outletId }, a.token)).toEqual({
      code: 'NOT_FOUND',
      message: 'Outlet not found',
    });
    // issue 19: a malformed id is refused at the argument, before the resolver runs
    expect((await fails(t, SET, { id: 'not-a-uuid' }, a.token)).code).toBe('BAD_USER_INPUT');
    const rows = await t.ownerSql(`SELECT current_outlet_id FROM owners WHERE id = $1`, [a.userId]);
    expect(rows[0].current_outlet_id).toBe(a.outletId);
  });

  it('lets an admin switch to any outlet', async () => {
    const b = await ownerWithOutlet(t, 'Hana');
    const token = await t.idp.mint({ email: ADMIN, name: 'The Boss' });
    await ok(t, SIGN_IN, {}, token);
    const res = await ok<{ setCurrentOutlet: { currentOutletId: string } }>(
      t,
      SET,
      { id: b.outletId },
      token,
    );
    expect(res.setCurrentOutlet.currentOutletId).toBe(b.outletId);
  });
});

describe('admin grant / revoke (npm run admin)', () => {
  it('sets the flag, emits owner.updated, and the owner then has admin rights', async () => {
    const owner = await signUp(t, 'Ivan');
    expect((await fails(t, `{ outletAnalysis { summary { total } } }`, {}, owner.token)).code).toBe(
      'FORBIDDEN',
    );
    const granted = await expectEvent<OwnerUpdatedEvent>(
      IdentitySubjects.ownerUpdated,
      (e) => e.payload.ownerId === owner.userId && e.payload.isAdmin,
    );

    const result = await t.app.get(OwnerService).setAdminFlag(owner.email.toUpperCase(), true);

    expect(result).toMatchObject({ id: owner.userId, isAdmin: true });
    expect((await granted.event).payload.email).toBe(owner.email);
    await ok(t, `{ outletAnalysis { summary { total } } }`, {}, owner.token);

    const revoked = await t.app.get(OwnerService).setAdminFlag(owner.email, false);
    expect(revoked?.isAdmin).toBe(false);
    expect((await fails(t, `{ outletAnalysis { summary { total } } }`, {}, owner.token)).code).toBe(
      'FORBIDDEN',
    );
  });

  it('answers null for an e-mail nobody signed in with', async () => {
    expect(await t.app.get(OwnerService).setAdminFlag(uniqueEmail('ghost'), true)).toBeNull();
  });
});
