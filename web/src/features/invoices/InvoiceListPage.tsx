import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MailMessages, today as outletToday } from '@mise/domain';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Dropdown,
  Flex,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { DateFilter } from '../../components/DateFilter';
import { EmptyState } from '../../components/EmptyState';
import { MailStatusTag } from '../../components/MailStatusTag';
import { Name } from '../../components/Name';
import { Pager } from '../../components/Pager';
import { ScrollFrame } from '../../components/ScrollFrame';
import { feedback } from '../../core/feedback';
import {
  ConfirmedInvoicesDocument,
  DeleteInvoiceDocument,
  InvoicePdfUrlDocument,
  InvoiceMailDocument,
  InvoiceReceivableDocument,
  ResendInvoiceMailDocument,
  SetInvoiceDueDateDocument,
  type InvoiceFieldsFragment,
  type InvoiceMailFieldsFragment,
  type InvoiceStatusFilter,
} from '../../generated/graphql';
import type { DateFilterValue } from '../../lib/date-filter';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { usePhone } from '../purchase-orders/ProcurementHeader';
import { InvoiceFilesModal, type InvoiceFilesTarget } from './InvoiceFilesModal';
import { InvoiceRemarksModal, type InvoiceRemarksTarget } from './InvoiceRemarksModal';
import { InvoiceStatusModal, type InvoiceStatusTarget } from './InvoiceStatusModal';
import { InvoicesHeader } from './InvoicesHeader';
import {
  dueDateTone,
  filterFromSearch,
  listSearch,
  paymentDateText,
  STATUS_FILTER_OPTIONS,
} from './invoices';
import { InvoiceMessages, InvoiceScreenTexts } from './texts';
import './invoices.css';

// issue 24: with its latest e-mail
type Row = InvoiceFieldsFragment & InvoiceMailFieldsFragment;

/** While an invoice's e-mail is PENDING: read again every 5 s, quietly (the cache updates the row). */
function PendingMailPoll({ id }: { id: string }) {
  useQuery(InvoiceMailDocument, {
    variables: { id },
    pollInterval: 5000,
    fetchPolicy: 'network-only',
    context: { quiet: true },
  });
  return null;
}

/** One action of a sent invoice: a button on a desktop, a menu entry on a phone. */
interface InvoiceAction {
  key: string;
  label: string;
  danger?: boolean;
  run: () => void;
}

/** One line of an invoice's table: a menu item or a misc line. */
interface Line {
  key: string;
  name: string;
  quantity: string | null;
  price: string | null;
  total: string;
}

function linesOf(invoice: Row): Line[] {
  return [
    ...invoice.items.map((i) => ({
      key: i.id,
      name: i.name,
      quantity: i.quantity,
      price: i.confirmedPrice,
      total: i.total,
    })),
    ...invoice.miscs.map((m) => ({
      key: m.id,
      name: m.name,
      quantity: null,
      price: null,
      total: m.total,
    })),
  ];
}

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'name', title: 'Item', render: (_, line) => <Name text={line.name} /> },
  {
    key: 'price',
    title: 'Unit Price (RM)',
    align: 'right',
    render: (_, line) => (line.price === null ? '–' : <Amount value={line.price} />),
  },
  {
    key: 'quantity',
    title: 'Quantity',
    align: 'right',
    render: (_, line) =>
      line.quantity === null ? '–' : <Amount value={line.quantity} kind="quantity" />,
  },
  {
    key: 'total',
    title: 'Total Amount (RM)',
    align: 'right',
    render: (_, line) => <Amount value={line.total} />,
  },
];

/**
 * The due date, red when earlier than today (overdue), blue otherwise (spec 3 §2.7); on CREDIT it
 * is changed right here (§4.3: a picker, not clearable nor typed).
 */
function DueDate({ invoice, today }: { invoice: Row; today: string }) {
  const [setDueDate, { loading }] = useAction(SetInvoiceDueDateDocument);
  const credit = invoice.invoiceStatus === 'CREDIT';
  const overdue = credit && dueDateTone(invoice.dueDate, today) === 'overdue';
  return (
    <span
      className={`mise-invoice-due${overdue ? ' is-overdue' : ''}`}
      data-testid="invoice-due-date"
      data-overdue={overdue ? 'true' : 'false'}
    >
      {credit ? (
        <DatePicker
          aria-label={`Due date of INV# ${invoice.invoiceNumber}`}
          size="small"
          variant="borderless"
          allowClear={false}
          inputReadOnly
          format="DD MMMM YYYY"
          style={{ width: 180 }}
          disabled={loading}
          value={dayjs(invoice.dueDate)}
          onChange={(date) => {
            if (date) void setDueDate({ id: invoice.id, dueDate: date.format('YYYY-MM-DD') });
          }}
        />
      ) : (
        longDate(invoice.dueDate)
      )}
      {overdue && ' (overdue)'}
    </span>
  );
}

/**
 * /invoices/list (spec 3 §2.7, §4.3): Total Receivable, the date filter (kept in the address as
 * `from`, `to` and `mode`, so a client tab or a notification opens a week) and the status select;
 * each sent invoice as a card with its lines (a table on a desktop; on a phone an Actions menu and
 * Show/Hide Items). Update Invoice Status, Remarks, the client's payment proof, the PO references,
 * View PDF, the client link and Delete with a confirmation.
 */
export default function InvoiceListPage() {
  const T = InvoiceScreenTexts;
  const today = outletToday();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<DateFilterValue>(() => filterFromSearch(params, today));
  const changeFilter = (next: DateFilterValue) => {
    setFilter(next);
    setParams(new URLSearchParams(listSearch(next)), { replace: true });
  };
  const [status, setStatus] = useState<InvoiceStatusFilter>('ALL');
  const { rows, list } = usePagedQuery(ConfirmedInvoicesDocument, {
    select: (data) => data.invoices,
    variables: { from: filter.range.start, to: filter.range.end, status },
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const { data: receivable } = useOutletQuery(InvoiceReceivableDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const phone = usePhone();
  const client = useApolloClient();
  const [remarksOf, setRemarksOf] = useState<InvoiceRemarksTarget | null>(null);
  const closeRemarks = useCallback(() => setRemarksOf(null), []);
  const [statusOf, setStatusOf] = useState<InvoiceStatusTarget | null>(null);
  const closeStatus = useCallback(() => setStatusOf(null), []);
  const [files, setFiles] = useState<{ title: string; target: InvoiceFilesTarget } | null>(null);
  const [shownItems, setShownItems] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, holder] = useConfirmDelete();
  const [remove] = useAction(DeleteInvoiceDocument, {
    success: InvoiceMessages.deleted,
    refetchQueries: [ConfirmedInvoicesDocument, InvoiceReceivableDocument],
  });
  // issue 24: e-mail a sent invoice again (a new PENDING mail)
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [resendMail] = useAction(ResendInvoiceMailDocument, { success: MailMessages.resent });
  const resend = async (invoice: Row) => {
    setResendingId(invoice.id);
    await resendMail({ id: invoice.id });
    setResendingId(null);
  };

  /** View PDF: the tab opens inside the click, then goes to the presigned URL. */
  const viewPdf = async (invoice: Row) => {
    const tab = window.open('', '_blank');
    if (!tab) {
      feedback.showError(T.popupsBlocked);
      return;
    }
    try {
      const { data } = await client.query({
        query: InvoicePdfUrlDocument,
        variables: { id: invoice.id },
        fetchPolicy: 'network-only',
      });
      if (!data?.invoicePdfUrl) throw new Error('No PDF');
      tab.opener = null;
      tab.location.href = data.invoicePdfUrl;
    } catch {
      tab.close();
      feedback.showError(T.pdfFailed);
    }
  };

  const copyLink = async (invoice: Row) => {
    try {
      await navigator.clipboard.writeText(invoice.clientLink);
      feedback.notify(T.linkCopied);
    } catch {
      feedback.showError(invoice.clientLink);
    }
  };

  const actionList = (invoice: Row): InvoiceAction[] => [
    { key: 'status', label: 'Update Status', run: () => setStatusOf(invoice) },
    { key: 'remarks', label: 'Remarks', run: () => setRemarksOf(invoice) },
    {
      key: 'proof',
      label: `Payment Proof (${invoice.proofs.length})`,
      run: () =>
        setFiles({
          title: 'Client Uploaded Payment Proof',
          target: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, files: invoice.proofs },
        }),
    },
    {
      key: 'po',
      label: `PO Reference (${invoice.poReferences.length})`,
      run: () =>
        setFiles({
          title: 'Purchase Order Reference',
          target: {
            id: invoice.id,
            invoiceNumber: invoice.invoiceNumber,
            files: invoice.poReferences,
          },
        }),
    },
    { key: 'pdf', label: 'View PDF', run: () => void viewPdf(invoice) },
    { key: 'link', label: 'Copy Client Link', run: () => void copyLink(invoice) },
    {
      key: 'delete',
      label: 'Delete Invoice',
      danger: true,
      run: () =>
        confirmDelete({
          name: `INV# ${invoice.invoiceNumber}`,
          title: InvoiceMessages.confirmDelete,
          content: `INV# ${invoice.invoiceNumber} – ${invoice.clientName}`,
          onConfirm: () => remove({ id: invoice.id }),
        }),
    },
  ];

  const actions = (invoice: Row) =>
    phone ? (
      <Dropdown
        trigger={['click']}
        menu={{
          items: actionList(invoice).map((a) => ({
            key: a.key,
            label: a.label,
            danger: a.danger,
            onClick: a.run,
          })),
        }}
      >
        <Button icon={<MoreOutlined />} aria-label={`Actions of INV# ${invoice.invoiceNumber}`}>
          Actions
        </Button>
      </Dropdown>
    ) : (
      <Space wrap size={4}>
        {actionList(invoice).map((a) => (
          <Button key={a.key} size="small" danger={a.danger} onClick={a.run}>
            {a.label}
          </Button>
        ))}
      </Space>
    );

  const details = (invoice: Row) => (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 5 }}
      items={[
        { key: 'date', label: 'Invoice Date', children: longDate(invoice.invoiceDate) },
        {
          key: 'due',
          label: 'Due Date',
          children: <DueDate invoice={invoice} today={today} />,
        },
        { key: 'paid', label: 'Payment Date', children: paymentDateText(invoice) },
        {
          key: 'status',
          label: 'Status',
          children: (
            <Space size={4} wrap>
              <Tag
                color={invoice.invoiceStatus === 'PAID' ? 'green' : 'orange'}
                data-testid="invoice-status"
              >
                {invoice.invoiceStatus}
              </Tag>
              <MailStatusTag
                mail={invoice.mail}
                resending={resendingId === invoice.id}
                onResend={() => void resend(invoice)}
                whilePending={<PendingMailPoll id={invoice.id} />}
              />
            </Space>
          ),
        },
        {
          key: 'total',
          label: 'Grand Total',
          children: <Amount value={invoice.grandTotal} />,
        },
      ]}
    />
  );

  const lines = (invoice: Row) => (
    <ScrollFrame>
      <Table<Line>
        rowKey="key"
        size="small"
        columns={LINE_COLUMNS}
        dataSource={linesOf(invoice)}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </ScrollFrame>
  );

  const toggleItems = (id: string) =>
    setShownItems((ids) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      {holder}
      <InvoicesHeader current="/invoices/list" />
      <Flex vertical gap={16}>
        <Card size="small" data-testid="invoice-receivable">
          <Statistic
            title="Total Receivable"
            value={receivable?.invoiceReceivable ?? '0.00'}
            formatter={(value) => <Amount value={String(value)} />}
          />
        </Card>
        <Flex wrap gap={12} align="center">
          <DateFilter value={filter} onChange={changeFilter} />
          <Select<InvoiceStatusFilter>
            aria-label="Invoice status"
            value={status}
            onChange={setStatus}
            options={STATUS_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            style={{ minWidth: 140 }}
          />
        </Flex>
        {rows.length === 0 ? (
          <Card loading={list.loading}>
            <EmptyState text={InvoiceMessages.noInvoices} />
          </Card>
        ) : (
          <div className="mise-invoice-list">
            {rows.map((invoice) => (
              <Card
                key={invoice.id}
                size={phone ? 'small' : undefined}
                className="mise-invoice-card"
                data-testid="invoice-row"
                aria-label={`Invoice ${invoice.invoiceNumber}`}
                title={
                  <Flex vertical gap={0} style={{ minWidth: 0 }}>
                    <Name text={invoice.clientName} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      INV# {invoice.invoiceNumber}
                    </Typography.Text>
                  </Flex>
                }
                extra={phone ? actions(invoice) : undefined}
              >
                <Flex vertical gap={12}>
                  {details(invoice)}
                  {!phone && actions(invoice)}
                  {phone ? (
                    <>
                      <Button
                        type="link"
                        style={{ alignSelf: 'flex-start', padding: 0 }}
                        icon={<DownOutlined rotate={shownItems.has(invoice.id) ? 180 : 0} />}
                        aria-expanded={shownItems.has(invoice.id)}
                        onClick={() => toggleItems(invoice.id)}
                      >
                        {shownItems.has(invoice.id) ? 'Hide Items' : 'Show Items'}
                      </Button>
                      {shownItems.has(invoice.id) && lines(invoice)}
                    </>
                  ) : (
                    lines(invoice)
                  )}
                </Flex>
              </Card>
            ))}
          </div>
        )}
        <Pager list={list} />
      </Flex>
      <InvoiceRemarksModal target={remarksOf} onClose={closeRemarks} />
      <InvoiceStatusModal target={statusOf} onClose={closeStatus} />
      <InvoiceFilesModal
        title={files?.title ?? ''}
        target={files?.target ?? null}
        onClose={() => setFiles(null)}
      />
    </>
  );
}
