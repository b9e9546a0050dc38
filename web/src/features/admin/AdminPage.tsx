import { CheckCircleFilled, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../app/feedback';
import { useSession } from '../../app/session';
import { useCurrentOutlet } from '../../app/Shell';
import { useAccount } from '../../app/useAccount';
import { AdminOutletsDocument, type AdminOutletsQuery } from '../../generated/graphql';
import './AdminPage.css';

type OutletRow = AdminOutletsQuery['allOutlets']['nodes'][number];

/** Row-count options and default of the admin outlet list (spec 2.8, 9). */
const ADMIN_PAGE_SIZES = [10, 20, 40, 60, 100];
const ADMIN_DEFAULT_PAGE_SIZE = 20;

/**
 * /admin, Change Outlet (spec 2.8): every outlet of the platform, a page at a time; switching
 * sets the current outlet, reloads the outlet context and resets the cached screens.
 */
export default function AdminPage() {
  const navigate = useNavigate();
  const { outletId } = useSession();
  const { outlet: current, loading: currentLoading } = useCurrentOutlet();
  const { switchOutlet } = useAccount();
  const [page, setPage] = useState({ current: 1, pageSize: ADMIN_DEFAULT_PAGE_SIZE });
  const [switching, setSwitching] = useState<string | null>(null);
  const { data, previousData, loading } = useQuery(AdminOutletsDocument, {
    variables: { offset: (page.current - 1) * page.pageSize, limit: page.pageSize },
  });
  const list = (data ?? previousData)?.allOutlets;

  const change = async (row: OutletRow) => {
    setSwitching(row.id);
    try {
      await switchOutlet(row.id, '/admin');
      feedback.notify(`Switched to ${row.outletName}`);
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
    { key: 'outletName', title: 'Outlet Name', dataIndex: 'outletName' },
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
      <Typography.Title level={3}>Change Outlet</Typography.Title>
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
          <Table<OutletRow>
            rowKey="id"
            columns={columns}
            dataSource={list?.nodes ?? []}
            loading={loading}
            rowClassName={(row) => `mise-admin-row${row.id === outletId ? ' is-current' : ''}`}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: list?.totalCount ?? 0,
              pageSizeOptions: ADMIN_PAGE_SIZES,
              showSizeChanger: true,
              showTotal: (total) => `${total} outlets`,
              onChange: (current, pageSize) =>
                setPage((prev) => ({
                  current: pageSize !== prev.pageSize ? 1 : current,
                  pageSize,
                })),
            }}
          />
        </Card>
      </Flex>
    </>
  );
}
