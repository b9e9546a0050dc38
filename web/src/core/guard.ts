/** Who may open a route (spec 2.1). */
export type Access = 'public' | 'signedIn' | 'admin';

export interface GuardSession {
  userId: string | null;
  outletId: string | null;
  isAdmin: boolean;
}

/** Routes that a signed-in user without an outlet may still open. */
const WITHOUT_OUTLET = new Set(['/onboarding']);

/**
 * The route guard (spec 2.2): where to send the visitor instead, or null to let them in.
 * 1. public routes pass; 2. no user id: /login; 3. no outlet id: /onboarding;
 * 4. a non-admin going to an admin route: /overview.
 */
export function guardRedirect(path: string, access: Access, s: GuardSession): string | null {
  if (access === 'public') return null;
  if (!s.userId) return '/login';
  if (!s.outletId && !WITHOUT_OUTLET.has(path)) return '/onboarding';
  if (access === 'admin' && !s.isAdmin) return '/overview';
  return null;
}

/** Where a signed-in user lands after login (spec 2.4, 2.5, 6). */
export function landingPath(s: Pick<GuardSession, 'isAdmin'>): string {
  return s.isAdmin ? '/admin' : '/overview';
}
