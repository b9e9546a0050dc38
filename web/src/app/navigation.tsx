import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BookOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FireOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingOutlined,
  ShoppingCartOutlined,
  TableOutlined,
  ShopOutlined,
  TeamOutlined,
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
  /** Other screens this entry stands for (the batch tabs live at /batch-production, /batch-stock) */
  also?: string[];
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
      { key: 'expenses', label: 'Expenses', path: '/expenses', icon: <FileTextOutlined /> },
      { key: 'sales', label: 'Sales', path: '/sales', icon: <ShoppingCartOutlined /> },
      { key: 'analytics', label: 'Analytics', path: '/analytics', icon: <AreaChartOutlined /> },
      {
        key: 'batch',
        label: 'Batch Product',
        path: '/batch',
        icon: <FireOutlined />,
        also: ['/batch-production', '/batch-stock'],
      },
      { key: 'clients', label: 'Clients', path: '/client', icon: <TeamOutlined /> },
    ],
  },
  {
    key: 'procurement',
    label: 'Procurement',
    path: '/purchase-order',
    icon: <ShoppingOutlined />,
  },
  // issue 23: client invoices, beside Purchase Orders
  {
    key: 'invoices',
    label: 'Invoices',
    path: '/invoices/list',
    icon: <FileDoneOutlined />,
    also: ['/invoices'],
  },
  { key: 'suppliers', label: 'Suppliers', path: '/supplier', icon: <ShopOutlined /> },
  { key: 'inventory', label: 'Inventory', path: '/inventory', icon: <DatabaseOutlined /> },
  { key: 'ingredients', label: 'Ingredients', path: '/ingredients', icon: <ExperimentOutlined /> },
  { key: 'settings', label: 'Settings', path: '/settings', icon: <SettingOutlined /> },
];

export const LOGOUT_ICON = <LogoutOutlined />;

/** The entry whose screen is showing: the longest path that starts the location. */
export function selectedKey(pathname: string, entries: NavEntry[] = NAVIGATION): string | null {
  const all = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const hits = all
    .map((e) => ({
      key: e.key,
      length: Math.max(0, ...[e.path, ...(e.also ?? [])].filter(under).map((p) => p.length)),
    }))
    .filter((hit) => hit.length > 0);
  hits.sort((a, b) => b.length - a.length);
  return hits[0]?.key ?? null;
}
