import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { InvoiceScreenTexts } from './texts';

const TABS = [
  { key: '/invoices/list', label: 'View Invoices' },
  { key: '/invoices/create', label: 'Create Invoice' },
];

/**
 * The top of /invoices/list and /invoices/create (spec 3 §2.7): 'Invoices', 'Organize and
 * monitor your invoices' and the tabs View Invoices and Create Invoice.
 */
export function InvoicesHeader({
  current,
  extra,
}: {
  current: '/invoices/list' | '/invoices/create';
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={InvoiceScreenTexts.title}
        subtitle={InvoiceScreenTexts.subtitle}
        extra={extra}
      />
      <Tabs
        activeKey={current}
        onChange={(key) => void navigate(key)}
        items={TABS}
        style={{ marginBottom: 8 }}
      />
    </>
  );
}
