import {
  AppstoreOutlined,
  DashboardOutlined,
  LogoutOutlined,
  SettingOutlined,
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
    ],
  },
  { key: 'settings', label: 'Settings', path: '/settings', icon: <SettingOutlined /> },
];

export const LOGOUT_ICON = <LogoutOutlined />;

/** The entry whose screen is showing: the longest path that starts the location. */
export function selectedKey(pathname: string, entries: NavEntry[] = NAVIGATION): string | null {
  let best: { key: string; length: number } | null = null;
  const visit = (list: NavEntry[]) => {
    for (const entry of list) {
      const hit = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
      if (hit && (!best || entry.path.length > best.length))
        best = { key: entry.key, length: entry.path.length };
      if (entry.children) visit(entry.children);
    }
  };
  visit(entries);
  return (best as { key: string } | null)?.key ?? null;
}
