import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { ReloadOutlined } from '@ant-design/icons';
import {
  ADMIN_OUTLETS_PAGE_SIZE,
  Messages,
  dateIn,
  formatAge,
  lastActiveColour,
  today,
  type LastActiveColour,
  SUBSCRIPTION_BADGE,
  type SubscriptionStatusValue,
} from '@mise/domain';
import {
  Button,
  Card,
  Col,
  Flex,
  Row,
  Select,
  Statistic,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useCallback, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { errorMessage } from '../../core/apollo';
import { PagedTable } from '../../components/PagedTable';
import {
  DeleteOutletDocument,
  OutletAnalysisDocument,
  type OutletAnalysisQuery as AnalysisData,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { usePagedRows } from '../../lib/usePagedRows';
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

/** Today, and the day of an instant, in the outlet's time zone (default Asia/Kuala_Lumpur). */
const todayInOutlet = () => today();
const dayOf = (instant: string) => dateIn(new Date(instant));

function LastActive({ date, today }: { date: string | null; today: string }) {
  if (!date) return <Tag color={LAST_ACTIVE_COLOUR.red}>Never</Tag>;
  const day = dayOf(date);
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
  const badge = SUBSCRIPTION_BADGE[status as SubscriptionStatusValue] ?? {
    colour: 'default',
    label: status,
  };
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
 * activity, subscription and record counts; filter, search, refresh and delete an outlet. The
 * example of a list held whole in the browser (`usePagedRows` + `<PagedTable>`) and of a delete
 * with the screen's own wording (`useConfirmDelete` + `useAction` with an error text).
 */
export function AccountAnalysis() {
  const { data, loading, refetch } = useQuery(OutletAnalysisDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [deleteOutlet] = useAction(DeleteOutletDocument, {
    success: (answer) => Messages.admin.outletDeleted(answer.deleteOutlet.totalRecordsDeleted),
    error: (error) =>
      CombinedGraphQLErrors.is(error)
        ? Messages.admin.outletDeleteFailed(errorMessage(error))
        : Messages.admin.outletDeleteError,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [filter, setFilter] = useState<AnalysisFilter>('all');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const today = todayInOutlet();

  const toTableRows = useCallback(
    (rows: readonly AnalysisRow[], search: string): TableRow[] =>
      analyse(rows, filter, search).map((group) => ({
        key: `owner:${group.ownerId}`,
        kind: 'owner',
        group,
        children: group.outlets.map((row) => ({ key: row.outletId, kind: 'outlet', row })),
      })),
    [filter],
  );
  const analysed = useMemo(() => data?.outletAnalysis.rows ?? [], [data]);
  const { rows: tableRows, list } = usePagedRows<AnalysisRow, TableRow>(analysed, toTableRows, {
    pageSize: ADMIN_OUTLETS_PAGE_SIZE,
    loading,
  });
  const expandedRowKeys = tableRows.map((r) => r.key).filter((key) => !collapsed.has(key));

  const askDelete = (row: AnalysisRow) =>
    confirmDelete({
      name: row.outletName,
      title: Messages.admin.confirmDeleteOutlet(row.outletName),
      content: Messages.admin.deleteOutletWarning,
      onConfirm: async () => {
        if (await deleteOutlet({ outletId: row.outletId })) {
          // A failed refresh shows its own error modal; the list then stays as it was.
          await refetch().catch(() => undefined);
        }
      },
    });

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
          onClick={() => askDelete(row)}
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
      {confirmHolder}
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
        <PagedTable<TableRow>
          rowKey="key"
          columns={columns}
          rows={tableRows}
          list={list}
          emptyText={Messages.admin.noOutletsFound}
          searchLabel="Search outlets"
          searchPlaceholder="Search outlet, owner, e-mail, company or outlet ID"
          toolbar={
            <>
              <Select<AnalysisFilter>
                aria-label="Filter"
                value={filter}
                onChange={(value) => {
                  setFilter(value);
                  list.first();
                }}
                options={ANALYSIS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
                style={{ minWidth: 180 }}
              />
              <Button
                icon={<ReloadOutlined />}
                loading={loading}
                onClick={() => void refetch().catch(() => undefined)}
              >
                Refresh
              </Button>
            </>
          }
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
        />
      </Card>
    </Flex>
  );
}
