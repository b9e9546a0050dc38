import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  BookOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  LogoutOutlined,
  SettingOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * Sidebar entries (spec 2.3), in the spec's order. An entry is listed only when its screen works;
 * each later area adds its own (Menu, Variant, Tables, ... under Operations; Procurement,
 * Suppliers, Inventory, Ingredients at the top level).
 */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  icon?: ReactNode;
  children?: NavEntry[];
}

export const NAVIGATION: NavEntry[] = [
  {
    key: 'operations',
    label: 'Operations',
    path: '/operations',
    icon: <AppstoreOutlined />,
    children: [
      { key: 'overview', label: 'Overview', path: '/overview', icon: <DashboardOutlined /> },
      { key: 'menu', label: 'Menu', path: '/menu', icon: <BookOutlined /> },
      { key: 'variant', label: 'Variant', path: '/variant', icon: <AppstoreAddOutlined /> },
      { key: 'tables', label: 'Tables', path: '/table', icon: <TableOutlined /> },
    ],
  },
  { key: 'inventory', label: 'Inventory', path: '/inventory', icon: <DatabaseOutlined /> },
  { key: 'ingredients', label: 'Ingredients', path: '/ingredients', icon: <ExperimentOutlined /> },
  { key: 'settings', label: 'Settings', path: '/settings', icon: <SettingOutlined /> },
];

export const LOGOUT_ICON = <LogoutOutlined />;

/** The entry whose screen is showing: the longest path that starts the location. */
export function selectedKey(pathname: string, entries: NavEntry[] = NAVIGATION): string | null {
  const all = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const hits = all.filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  hits.sort((a, b) => b.path.length - a.path.length);
  return hits[0]?.key ?? null;
}
