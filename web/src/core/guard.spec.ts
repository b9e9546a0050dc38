import { guardRedirect, landingPath } from './guard';

const owner = { userId: 'u1', outletId: 'o1', isAdmin: false };
const admin = { ...owner, isAdmin: true };
const signedOut = { userId: null, outletId: null, isAdmin: false };

describe('route guard (spec 2.2)', () => {
  it('lets anyone open a public route', () => {
    expect(guardRedirect('/login', 'public', signedOut)).toBeNull();
    expect(guardRedirect('/payment/success', 'public', signedOut)).toBeNull();
  });

  it('sends a visitor without a user id to /login', () => {
    expect(guardRedirect('/overview', 'signedIn', signedOut)).toBe('/login');
    expect(guardRedirect('/admin', 'admin', signedOut)).toBe('/login');
    expect(guardRedirect('/onboarding', 'signedIn', signedOut)).toBe('/login');
  });

  it('sends a user without an outlet to /onboarding, except from onboarding itself', () => {
    const noOutlet = { ...owner, outletId: null };
    expect(guardRedirect('/overview', 'signedIn', noOutlet)).toBe('/onboarding');
    expect(guardRedirect('/settings', 'signedIn', noOutlet)).toBe('/onboarding');
    expect(guardRedirect('/admin', 'admin', { ...noOutlet, isAdmin: true })).toBe('/onboarding');
    expect(guardRedirect('/onboarding', 'signedIn', noOutlet)).toBeNull();
  });

  it('sends a non-admin going to /admin to /overview, and lets an admin in', () => {
    expect(guardRedirect('/admin', 'admin', owner)).toBe('/overview');
    expect(guardRedirect('/admin', 'admin', admin)).toBeNull();
  });

  it('lets a signed-in user with an outlet open the signed-in routes', () => {
    expect(guardRedirect('/overview', 'signedIn', owner)).toBeNull();
    expect(guardRedirect('/settings', 'signedIn', admin)).toBeNull();
  });

  it('lands an admin on /admin and an owner on /overview', () => {
    expect(landingPath(admin)).toBe('/admin');
    expect(landingPath(owner)).toBe('/overview');
  });
});
