import { useQuery } from '@apollo/client/react';
import { Drawer, Grid, Layout, Menu, Typography, type MenuProps } from 'antd';
import { PageLoading } from './PageLoading';
import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { appConfig } from './config';
import { FloatingButton } from './FloatingButton';
import { LOGOUT_ICON, NAVIGATION, selectedKey, type NavEntry } from './navigation';
import { CurrentOutletQuery } from './queries';
import { useSession } from './session';
import { useAccount } from './useAccount';

const { Header, Sider, Content } = Layout;

/** The outlet the user works in, for every screen of the full layout. */
export function useCurrentOutlet() {
  const { outletId } = useSession();
  const { data, loading } = useQuery(CurrentOutletQuery, {
    variables: { id: outletId ?? '' },
    skip: !outletId,
  });
  return { outlet: data?.outlet ?? null, loading };
}

/** Menu items; a group's title also opens its own screen (Operations: the ordering dashboards). */
function toItems(entries: NavEntry[], open: (path: string) => void): MenuProps['items'] {
  return entries.map((entry) =>
    entry.children
      ? {
          key: entry.key,
          label: entry.label,
          icon: entry.icon,
          children: toItems(entry.children, open),
          onTitleClick: () => open(entry.path),
        }
      : { key: entry.key, label: entry.label, icon: entry.icon },
  );
}

function findEntry(key: string, entries: NavEntry[] = NAVIGATION): NavEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const inner = entry.children && findEntry(key, entry.children);
    if (inner) return inner;
  }
  return undefined;
}

/** The full layout (spec 2.3): header, sidebar (a drawer on mobile), the screen. */
export default function Shell() {
  const screens = Grid.useBreakpoint();
  // Before the first measurement screens is empty: assume desktop to avoid a flash of the drawer.
  const desktop = screens.xl ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout } = useAccount();
  const { outlet } = useCurrentOutlet();
  const selected = selectedKey(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(['operations']);

  const items = useMemo<MenuProps['items']>(
    () => [
      ...(toItems(NAVIGATION, (path) => void navigate(path)) ?? []),
      { key: 'logout', label: 'Logout', icon: LOGOUT_ICON },
    ],
    [navigate],
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    if (key === 'logout') void logout();
    else {
      const entry = findEntry(key);
      if (entry) void navigate(entry.path);
    }
  };

  const menu = (
    <nav aria-label="Main">
      <div className="mise-brand">
        <span className="mise-brand-mark">M</span>
        <span>Mise</span>
      </div>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClick}
      />
      <Typography.Text className="mise-version">Version {appConfig.version}</Typography.Text>
    </nav>
  );

  return (
    <Layout className="mise-shell">
      {desktop ? (
        <Sider width={240} className="mise-sider">
          {menu}
        </Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={260}
          closable={false}
          className="mise-drawer"
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <Header className="mise-header">
          <Typography.Text strong data-testid="outlet-name">
            {outlet ? `Outlet: ${outlet.outletName}` : 'No outlet'}
          </Typography.Text>
        </Header>
        <Content className="mise-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
      {!desktop && <FloatingButton open={drawerOpen} onToggle={() => setDrawerOpen((o) => !o)} />}
    </Layout>
  );
}
