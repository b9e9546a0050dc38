import { PageHeader } from '../../components/PageHeader';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The three batch screens share one title and a tab per screen (spec 2 §2, "Batch list"). */
export const BATCH_TABS = [
  { key: '/batch', label: 'Batch List' },
  { key: '/batch-production', label: 'Production' },
  { key: '/batch-stock', label: 'Remaining' },
] as const;

export type BatchTab = (typeof BATCH_TABS)[number]['key'];

export function BatchTabs({ active, children }: { active: BatchTab; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Batch Product" />
      <Tabs
        activeKey={active}
        items={BATCH_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
        onChange={(key) => void navigate(key)}
      />
      {children}
    </>
  );
}
