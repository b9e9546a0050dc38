import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { ReloadOutlined } from '@ant-design/icons';
import { Messages, formatAge, lastActiveColour, type LastActiveColour } from '@mise/domain';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Modal,
  Row,
  Select,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { errorMessage } from '../../app/apollo';
import { feedback } from '../../app/feedback';
import {
  DeleteOutletDocument,
  OutletAnalysisDocument,
  type OutletAnalysisQuery as AnalysisData,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import {
  ANALYSIS_FILTERS,
  COUNT_LABELS,
  analyse,
  type AnalysisFilter,
  type OwnerGroup,
} from './account-analysis';

type AnalysisRow = AnalysisData['outletAnalysis']['rows'][number];
type TableRow =
  | { key: string; kind: 'owner'; group: OwnerGroup<AnalysisRow>; children: TableRow[] }
  | { key: string; kind: 'outlet'; row: AnalysisRow };

const PAGE_SIZES = [10, 20, 40, 60, 100];

const SUMMARY: {
  key: keyof AnalysisData['outletAnalysis']['summary'];
  title: string;
  hint: string;
}[] = [
  { key: 'total', title: 'Total', hint: 'Every outlet' },
  { key: 'active', title: 'Active', hint: 'Business in the last 30 days' },
  { key: 'inactive', title: 'Inactive', hint: 'Business in the last 90 days' },
  { key: 'unused', title: 'Unused', hint: 'No recent business' },
  { key: 'empty', title: 'Empty', hint: 'No records' },
];

const STATUS_COLOUR: Record<AnalysisRow['activityStatus'], string> = {
  ACTIVE: 'green',
  INACTIVE: 'gold',
  UNUSED: 'red',
  EMPTY: 'default',
};

const LAST_ACTIVE_COLOUR: Record<LastActiveColour, string> = {
  green: 'green',
  yellow: 'gold',
  red: 'red',
};

const SUBSCRIPTION_BADGE: Record<string, { colour: string; label: string }> = {
  ACTIVE: { colour: 'green', label: 'Active' },
  PENDING_PAYMENT: { colour: 'gold', label: 'Pending payment' },
  PENDING_CANCEL: { colour: 'volcano', label: 'Cancelled' },
};

/** Today as a calendar date (YYYY-MM-DD) where the browser is. */
const localToday = () => dayjs().format('YYYY-MM-DD');

function LastActive({ date, today }: { date: string | null; today: string }) {
  if (!date) return <Tag color={LAST_ACTIVE_COLOUR.red}>Never</Tag>;
  const day = dayjs(date).format('YYYY-MM-DD');
  return (
    <Flex vertical gap={2}>
      <Tag
        color={LAST_ACTIVE_COLOUR[lastActiveColour(day, today)]}
        style={{ width: 'fit-content' }}
      >
        {longDate(date)}
      </Tag>
      <Typography.Text type="secondary">{formatAge(day, today)} ago</Typography.Text>
    </Flex>
  );
}

function SubscriptionBadge({ status, plan }: { status: string | null; plan: string | null }) {
  if (!status) return <Tag>No subscription</Tag>;
  const badge = SUBSCRIPTION_BADGE[status] ?? { colour: 'default', label: status };
  return (
    <Flex vertical gap={2}>
      <Tag color={badge.colour} style={{ width: 'fit-content' }}>
        {badge.label}
      </Tag>
      {plan && <Typography.Text type="secondary">{plan}</Typography.Text>}
    </Flex>
  );
}

function Counts({ counts }: { counts: AnalysisRow['counts'] }) {
  const nonZero = COUNT_LABELS.filter(({ key }) => counts[key] > 0);
  if (nonZero.length === 0) return <Typography.Text type="secondary">No records</Typography.Text>;
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      {nonZero.map(({ key, label }) => `${label} ${counts[key]}`).join(' · ')}
    </Typography.Text>
  );
}

/**
 * Settings > Admin > Account Analysis (spec 2.11): every outlet of the platform with its owner,
 * activity, subscription and record counts; filter, search, refresh and delete an outlet.
 */
export function AccountAnalysis() {
  const [modal, modalHolder] = Modal.useModal();
  const { data, loading, refetch } = useQuery(OutletAnalysisDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [deleteOutlet] = useMutation(DeleteOutletDocument, { context: { quiet: true } });
  const [filter, setFilter] = useState<AnalysisFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const today = localToday();

  const rows = data?.outletAnalysis.rows;
  const tableRows = useMemo<TableRow[]>(
    () =>
      analyse(rows ?? [], filter, search).map((group) => ({
        key: `owner:${group.ownerId}`,
        kind: 'owner',
        group,
        children: group.outlets.map((row) => ({ key: row.outletId, kind: 'outlet', row })),
      })),
    [rows, filter, search],
  );
  const expandedRowKeys = tableRows.map((r) => r.key).filter((key) => !collapsed.has(key));

  const confirmDelete = (row: AnalysisRow) => {
    modal.confirm({
      title: `Delete outlet ${row.outletName}?`,
      content: 'This removes the outlet and all its records.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        let removed: number;
        try {
          const result = await deleteOutlet({ variables: { outletId: row.outletId } });
          removed = result.data?.deleteOutlet.totalRecordsDeleted ?? 0;
        } catch (error) {
          feedback.showError(
            CombinedGraphQLErrors.is(error)
              ? Messages.admin.outletDeleteFailed(errorMessage(error))
              : Messages.admin.outletDeleteError,
          );
          return;
        }
        feedback.notify(Messages.admin.outletDeleted(removed));
        // A failed refresh shows its own error modal; the list then stays as it was.
        await refetch().catch(() => undefined);
      },
    });
  };

  const owner = (record: TableRow) => record.kind === 'owner';
  const spanAll = { onCell: (record: TableRow) => (owner(record) ? { colSpan: 8 } : {}) };
  const hideOnOwner = { onCell: (record: TableRow) => (owner(record) ? { colSpan: 0 } : {}) };
  const outletCell =
    (render: (row: AnalysisRow) => ReactNode) =>
    (_: unknown, record: TableRow): ReactNode =>
      record.kind === 'outlet' ? render(record.row) : null;

  const columns: TableColumnsType<TableRow> = [
    {
      title: 'Outlet',
      key: 'outlet',
      ...spanAll,
      render: (_: unknown, record) =>
        record.kind === 'owner' ? (
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{record.group.ownerName}</Typography.Text>
            <Typography.Text type="secondary">{record.group.ownerEmail}</Typography.Text>
            {record.group.companyName && <Tag>{record.group.companyName}</Tag>}
            <Tag color="blue">
              {record.group.outlets.length === 1
                ? '1 outlet'
                : `${record.group.outlets.length} outlets`}
            </Tag>
          </Flex>
        ) : (
          <Flex vertical gap={2}>
            <Typography.Text strong>{record.row.outletName}</Typography.Text>
            <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
              {record.row.outletId}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      title: 'Created',
      key: 'created',
      ...hideOnOwner,
      render: outletCell((row) => longDate(row.outletCreatedAt)),
    },
    {
      title: 'Status',
      key: 'status',
      ...hideOnOwner,
      render: outletCell((row) => (
        <Tag color={STATUS_COLOUR[row.activityStatus]}>{row.activityStatus}</Tag>
      )),
    },
    {
      title: 'Last active',
      key: 'lastActive',
      ...hideOnOwner,
      render: outletCell((row) => <LastActive date={row.lastActiveDate} today={today} />),
    },
    {
      title: 'Last business',
      key: 'lastBusiness',
      ...hideOnOwner,
      render: outletCell((row) =>
        row.lastBusinessDate ? (
          <Flex vertical gap={2}>
            <span>{longDate(row.lastBusinessDate)}</span>
            {row.lastBusinessModule && (
              <Typography.Text type="secondary">{row.lastBusinessModule}</Typography.Text>
            )}
          </Flex>
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        ),
      ),
    },
    {
      title: 'Subscription',
      key: 'subscription',
      ...hideOnOwner,
      render: outletCell((row) => (
        <SubscriptionBadge status={row.subscriptionStatus} plan={row.subscriptionPlan} />
      )),
    },
    {
      title: 'Records',
      key: 'records',
      ...hideOnOwner,
      render: outletCell((row) => <Counts counts={row.counts} />),
    },
    {
      title: 'Actions',
      key: 'actions',
      ...hideOnOwner,
      render: outletCell((row) => (
        <Button
          size="small"
          danger
          onClick={() => confirmDelete(row)}
          aria-label={`Delete ${row.outletName}`}
        >
          Delete
        </Button>
      )),
    },
  ];

  const summary = data?.outletAnalysis.summary;

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <Row gutter={[12, 12]}>
        {SUMMARY.map(({ key, title, hint }) => (
          <Col key={key} xs={12} sm={8} lg={{ flex: 1 }}>
            <Card size="small" data-testid={`summary-${key}`}>
              <Statistic title={title} value={summary?.[key] ?? 0} loading={!summary} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hint}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Select<AnalysisFilter>
            aria-label="Filter"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={ANALYSIS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            style={{ minWidth: 180 }}
          />
          <Input
            allowClear
            aria-label="Search outlets"
            placeholder="Search outlet, owner, e-mail, company or outlet ID"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ flex: '1 1 260px', maxWidth: 480 }}
          />
          <Button
            icon={<ReloadOutlined />}
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            Refresh
          </Button>
        </Flex>
        <Table<TableRow>
          rowKey="key"
          columns={columns}
          dataSource={tableRows}
          loading={loading}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowKeys,
            onExpand: (expanded, record) =>
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (expanded) next.delete(record.key);
                else next.add(record.key);
                return next;
              }),
          }}
          onRow={(record) =>
            ({
              'data-testid': record.kind === 'owner' ? 'analysis-owner' : 'analysis-outlet',
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={{
            ...page,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => (total === 1 ? '1 owner' : `${total} owners`),
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
          locale={{ emptyText: <Empty description={Messages.admin.noOutletsFound} /> }}
        />
      </Card>
    </Flex>
  );
}
