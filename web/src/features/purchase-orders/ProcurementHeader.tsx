import { Grid, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

const TABS = [
  { key: '/purchase-order/list', label: 'Purchase Orders' },
  { key: '/purchase-order/create', label: 'Create PO' },
];

/** Whether the screen is a phone's (the PO screens switch to cards below `md`). */
export function usePhone(): boolean {
  const screens = Grid.useBreakpoint();
  return !(screens.md ?? true);
}

/**
 * The top of /purchase-order/list and /purchase-order/create (spec 3 §2.3): the title (the
 * mobile variant's is Procurement) and the tabs Purchase Orders and Create PO.
 */
export function ProcurementHeader({
  current,
  title,
  extra,
}: {
  current: '/purchase-order/list' | '/purchase-order/create';
  title: string;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const phone = usePhone();
  return (
    <>
      <PageHeader title={phone ? 'Procurement' : title} extra={extra} />
      <Tabs
        activeKey={current}
        onChange={(key) => void navigate(key)}
        items={TABS}
        style={{ marginBottom: 8 }}
      />
    </>
  );
}
