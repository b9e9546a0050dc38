import { Grid } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { FloatingButton } from './FloatingButton';
import { PageLoading } from '../core/PageLoading';
import { Sidebar } from './Sidebar';
import { useAccount } from '../core/useAccount';
import { useCurrentOutlet } from '../core/useCurrentOutlet';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

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
