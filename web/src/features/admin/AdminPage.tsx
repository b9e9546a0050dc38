import { PageHeader } from '../../components/PageHeader';
import { CheckCircleFilled, SwapOutlined } from '@ant-design/icons';
import { ADMIN_OUTLETS_PAGE_SIZE, Messages } from '@mise/domain';
import { Button, Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../core/feedback';
import { useSession } from '../../core/session';
import { useCurrentOutlet } from '../../core/useCurrentOutlet';
import { useAccount } from '../../core/useAccount';
import { PagedTable } from '../../components/PagedTable';
import { AdminOutletsDocument, type AdminOutletsQuery } from '../../generated/graphql';
import { usePagedQuery } from '../../lib/usePagedQuery';
import './AdminPage.css';
import { nameColumn } from '../../components/Name';

type OutletRow = AdminOutletsQuery['allOutlets']['nodes'][number];

/**
 * /admin, Change Outlet (spec 2.8): every outlet of the platform, a page at a time (20 rows by
 * default); switching sets the current outlet, reloads the outlet context and resets the cached
 * screens. The example of a server-paged list: `usePagedQuery` + `<PagedTable>`.
 */
export default function AdminPage() {
  const navigate = useNavigate();
  const { outletId } = useSession();
  const { outlet: current, loading: currentLoading } = useCurrentOutlet();
  const { switchOutlet } = useAccount();
  const [switching, setSwitching] = useState<string | null>(null);
  const { rows, list } = usePagedQuery(AdminOutletsDocument, {
    select: (data) => data.allOutlets,
    pageSize: ADMIN_OUTLETS_PAGE_SIZE,
  });

  const change = async (row: OutletRow) => {
    setSwitching(row.id);
    try {
      await switchOutlet(row.id, '/admin');
      feedback.notify(Messages.admin.switchedOutlet(row.outletName));
    } catch {
      // The error modal has shown it.
    } finally {
      setSwitching(null);
    }
  };

  const columns: TableColumnsType<OutletRow> = [
    {
      key: 'current',
      title: 'Current',
      width: 80,
      align: 'center',
      render: (_, row) =>
        row.id === outletId ? (
          <CheckCircleFilled className="mise-current-tick" role="img" aria-label="Current outlet" />
        ) : null,
    },
    {
      key: 'owner',
      title: 'Owner',
      render: (_, row) => `${row.owner.basicInfo.firstName} ${row.owner.basicInfo.lastName}`.trim(),
    },
    nameColumn('outletName', 'Outlet Name'),
    { key: 'email', title: 'Email', render: (_, row) => row.owner.basicInfo.email },
    {
      key: 'phone',
      title: 'Phone Number',
      render: (_, row) => row.owner.basicInfo.whatsappNumber ?? '-',
    },
    {
      key: 'admin',
      title: 'Admin',
      align: 'center',
      render: (_, row) => (row.owner.isAdmin ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, row) =>
        row.id === outletId ? (
          <Typography.Text type="secondary">Current outlet</Typography.Text>
        ) : (
          <Button
            size="small"
            icon={<SwapOutlined />}
            loading={switching === row.id}
            disabled={switching !== null && switching !== row.id}
            onClick={() => void change(row)}
          >
            Change to this outlet
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Change Outlet" />
      <Flex vertical gap={16}>
        <Card title="Currently selected outlet" loading={currentLoading && !current}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text strong data-testid="selected-outlet">
              {current?.outletName ?? 'No outlet selected'}
            </Typography.Text>
            <Button type="primary" disabled={!current} onClick={() => void navigate('/overview')}>
              Proceed to currently selected outlet
            </Button>
          </Flex>
        </Card>
        <Card title="All outlets">
          <PagedTable<OutletRow>
            rowKey="id"
            columns={columns}
            rows={rows}
            list={list}
            rowClassName={(row) => `mise-admin-row${row.id === outletId ? ' is-current' : ''}`}
          />
        </Card>
      </Flex>
    </>
  );
}
