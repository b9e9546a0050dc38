import { useSyncExternalStore } from 'react';

/**
 * The locally held session (spec 3): who is signed in, their session and current outlet, and the
 * floating button's place. Kept in localStorage so a reload or a new tab keeps it; the tokens
 * themselves are kept by the OIDC client (see auth.ts).
 */
export interface Session {
  userId: string | null;
  sessionId: string | null;
  outletId: string | null;
  isAdmin: boolean;
  floatingButton: { x: number; y: number } | null;
}

const KEY = 'mise.session';
const EMPTY: Session = {
  userId: null,
  sessionId: null,
  outletId: null,
  isAdmin: false,
  floatingButton: null,
};

function read(): Session {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Session>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

// Another tab signed in, out or switched outlet.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY) return;
  current = read();
  for (const listener of listeners) listener();
});

export const session = {
  get: (): Session => current,
  update: (patch: Partial<Session>): void => publish({ ...current, ...patch }),
  /** Forgets the user but keeps where the floating button was put. */
  clear: (): void => publish({ ...EMPTY, floatingButton: current.floatingButton }),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
