import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guardRedirect, type Access } from '../core/guard';
import { useSession } from '../core/session';

/** Applies the route guard (spec 2.2) to the routes inside it. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const s = useSession();
  const { pathname } = useLocation();
  const to = guardRedirect(pathname, access, s);
  return to ? <Navigate to={to} replace /> : children;
}
