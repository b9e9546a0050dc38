import { Grid } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { FloatingButton } from './FloatingButton';
import { PageLoading } from './PageLoading';
import { CurrentOutletDocument } from '../generated/graphql';
import { Sidebar } from './Sidebar';
import { useAccount } from './useAccount';
import { useOutletQuery } from '../lib/useOutletQuery';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** The outlet the user works in, for every screen of the full layout. */
export function useCurrentOutlet() {
  const { data, loading } = useOutletQuery(CurrentOutletDocument);
  return { outlet: data?.currentOutlet ?? null, loading };
}

/**
 * The full layout (spec 2.3): header, sidebar, the screen. Desktop versus mobile is the
 * extra-large breakpoint; on mobile the sidebar is a drawer that the floating button toggles.
 */
export default function Shell() {
  const screens = Grid.useBreakpoint();
  // Before the first measurement `screens` is empty: assume desktop rather than flash a drawer.
  const desktop = screens.xl ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { logout } = useAccount();
  const { outlet } = useCurrentOutlet();

  const sidebar = (
    <Sidebar onNavigate={() => setDrawerOpen(false)} onLogout={() => void logout()} />
  );

  return (
    <div className="mise-shell">
      {desktop ? (
        <aside className="mise-sider">{sidebar}</aside>
      ) : (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {sidebar}
          </MobileDrawer>
        </Suspense>
      )}
      <div className="mise-main">
        <header className="mise-header">
          <strong data-testid="outlet-name">
            {outlet ? `Outlet: ${outlet.outletName}` : 'No outlet'}
          </strong>
        </header>
        <main className="mise-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {!desktop && <FloatingButton open={drawerOpen} onToggle={() => setDrawerOpen((o) => !o)} />}
    </div>
  );
}
