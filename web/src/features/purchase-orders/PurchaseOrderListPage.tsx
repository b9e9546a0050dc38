import {
  ExpenseMessages,
  MailMessages,
  purchaseOrderStatusText,
  today as outletToday,
  ProcurementScreenMessages,
  PurchaseOrderMessages,
} from '@mise/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  List,
  Modal,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { amountColumn, Amount } from '../../components/Amount';
import { DateFilter } from '../../components/DateFilter';
import { EmptyState } from '../../components/EmptyState';
import { MailStatusTag } from '../../components/MailStatusTag';
import { Name } from '../../components/Name';
import { Pager } from '../../components/Pager';
import { ScrollFrame } from '../../components/ScrollFrame';
import { feedback } from '../../core/feedback';
import {
  ConfirmedPurchaseOrdersDocument,
  CreateExpenseFromPurchaseOrderDocument,
  DeletePurchaseOrderDocument,
  type PurchaseOrderChangesFieldsFragment,
  type PurchaseOrderFieldsFragment,
  type PurchaseOrderMailFieldsFragment,
  PurchaseOrderMailDocument,
  ResendPurchaseOrderMailDocument,
} from '../../generated/graphql';
import type { DateFilterValue } from '../../lib/date-filter';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { ProcurementHeader, usePhone } from './ProcurementHeader';
import { RemarksModal, type RemarksTarget } from './RemarksModal';
import { PurchaseOrderChangesModal } from './PurchaseOrderChangesModal';
import { ChangesMarker } from './ChangesMarker';
import { ReceiveModal } from './ReceiveModal';
import { filterFromSearch, groupBySupplier, listSearch, poViewPath } from './purchase-orders';
import './purchase-orders.css';

// 20-beyond: the supplier's changes and the deliveries ride along (ConfirmedPurchaseOrders);
// issue 24: its latest e-mail
type Row = PurchaseOrderFieldsFragment &
  PurchaseOrderChangesFieldsFragment &
  PurchaseOrderMailFieldsFragment;

/** While a PO's e-mail is PENDING: its mail read again every 5 s, quietly (the cache updates the row). */
function PendingMailPoll({ id }: { id: string }) {
  useQuery(PurchaseOrderMailDocument, {
    variables: { id },
    pollInterval: 5000,
    fetchPolicy: 'network-only',
    context: { quiet: true },
  });
  return null;
}

/** View PDF: the PO view page in a new tab (spec 3 §8: 'Please allow popups for this site.'). */
function openPdf(po: Row): void {
  const opened = window.open(poViewPath(po.responseLink), '_blank');
  if (opened === null) feedback.showError(ProcurementScreenMessages.popupsBlocked);
  else opened.opener = null;
}

/**
 * /purchase-order/list (spec 3 §2.3, §4.2): confirmed POs in the date filter's range (kept in the
 * address: startDate, endDate, selectedMode, so the supplier detail can open a week), grouped per
 * supplier; a table on a desktop, cards on a phone. Remarks, the supplier's uploaded invoices,
 * View PDF, Save to Expenses (a DRAFT expense, opened on /expenses) and Delete with a confirmation.
 */
export default function PurchaseOrderListPage() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<DateFilterValue>(() =>
    filterFromSearch(params, outletToday()),
  );
  const changeFilter = (next: DateFilterValue) => {
    setFilter(next);
    setParams(new URLSearchParams(listSearch(next)), { replace: true });
  };
  const { rows, list } = usePagedQuery(ConfirmedPurchaseOrdersDocument, {
    select: (data) => data.purchaseOrders,
    variables: { from: filter.range.start, to: filter.range.end },
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const phone = usePhone();
  const [remarksOf, setRemarksOf] = useState<RemarksTarget | null>(null);
  const closeRemarks = useCallback(() => setRemarksOf(null), []);
  const [uploadsOfPo, setUploadsOfPo] = useState<Row | null>(null);
  // 20-beyond: the Changes and Receive modals read the PO from the list (fresh after refetch)
  const [changesOfId, setChangesOfId] = useState<string | null>(null);
  const [receiveOf, setReceiveOf] = useState<Row | null>(null);
  const closeReceive = useCallback(() => setReceiveOf(null), []);
  const changesOf = rows.find((r) => r.id === changesOfId) ?? null;
  const [confirmDelete, holder] = useConfirmDelete();
  const [remove] = useAction(DeletePurchaseOrderDocument, {
    success: PurchaseOrderMessages.deleted,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  // issue 21 (flows §4.9): the PO becomes a DRAFT expense, opened on /expenses.
  const navigate = useNavigate();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [createExpense] = useAction(CreateExpenseFromPurchaseOrderDocument, {
    success: ExpenseMessages.created,
  });
  // issue 24: e-mail a sent PO again (a new PENDING mail)
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [resendMail] = useAction(ResendPurchaseOrderMailDocument, {
    success: MailMessages.resent,
  });
  const resend = async (po: Row) => {
    setResendingId(po.id);
    await resendMail({ id: po.id });
    setResendingId(null);
  };
  const mailTag = (po: Row) => (
    <MailStatusTag
      mail={po.mail}
      resending={resendingId === po.id}
      onResend={() => void resend(po)}
      whilePending={<PendingMailPoll id={po.id} />}
    />
  );
  const saveToExpenses = async (po: Row) => {
    setSavingId(po.id);
    const saved = await createExpense({ purchaseOrderId: po.id });
    setSavingId(null);
    if (saved) {
      void navigate(
        `/expenses?expense=${encodeURIComponent(saved.createExpenseFromPurchaseOrder.id)}`,
      );
    }
  };

  const actions = (po: Row) => (
    <Space wrap size={4}>
      <Button size="small" onClick={() => setRemarksOf(po)}>
        Remarks
      </Button>
      <Button size="small" onClick={() => setUploadsOfPo(po)}>
        Invoices ({po.supplierUploads.length})
      </Button>
      <Button
        size="small"
        type={po.pendingChanges > 0 ? 'primary' : 'default'}
        onClick={() => setChangesOfId(po.id)}
      >
        Changes{po.pendingChanges > 0 ? ` (${po.pendingChanges})` : ''}
      </Button>
      <Button size="small" onClick={() => setReceiveOf(po)}>
        Receive
      </Button>
      <Button size="small" onClick={() => openPdf(po)}>
        View PDF
      </Button>
      <Button
        size="small"
        disabled={Boolean(po.savedToExpenseId) || savingId !== null}
        loading={savingId === po.id}
        onClick={() => void saveToExpenses(po)}
      >
        {po.savedToExpenseId ? 'Saved to Expenses' : 'Save to Expenses'}
      </Button>
      <Button
        size="small"
        danger
        aria-label={`Delete PO ${po.purchaseOrderNumber}`}
        onClick={() =>
          confirmDelete({
            name: `PO ${po.purchaseOrderNumber}`,
            onConfirm: () => remove({ id: po.id }),
          })
        }
      >
        Delete
      </Button>
    </Space>
  );

  const columns: TableColumnsType<Row> = [
    { key: 'number', title: 'PO Number', render: (_, po) => po.purchaseOrderNumber },
    { key: 'date', title: 'PO Date', render: (_, po) => longDate(po.purchaseOrderDate) },
    {
      key: 'status',
      title: 'Status',
      render: (_, po) => (
        <>
          {purchaseOrderStatusText(po.purchaseOrderStatus, po.sendByEmail, 'list')}{' '}
          <ChangesMarker po={po} /> {mailTag(po)}
        </>
      ),
    },
    amountColumn<Row>('total', 'Grand Total (RM)', (po) => po.grandTotal),
    { key: 'actions', title: 'Actions', render: (_, po) => actions(po) },
  ];

  const groups = groupBySupplier(rows);
  return (
    <>
      {holder}
      <ProcurementHeader current="/purchase-order/list" title="Purchase Orders" />
      <Flex vertical gap={16}>
        <DateFilter value={filter} onChange={changeFilter} />
        {groups.length === 0 ? (
          <Card loading={list.loading}>
            <EmptyState text={ProcurementScreenMessages.noPurchaseOrders} />
          </Card>
        ) : (
          groups.map((group) => (
            <Card
              key={group.supplierId}
              title={<Name text={group.supplierName} />}
              className="mise-po-card"
              data-testid="po-supplier-group"
            >
              {phone ? (
                <div className="mise-po-group">
                  {group.rows.map((po) => (
                    <Card
                      key={po.id}
                      size="small"
                      className="mise-po-phone-card"
                      data-testid="po-row"
                    >
                      <Descriptions
                        size="small"
                        column={1}
                        items={[
                          { key: 'n', label: 'PO Number', children: po.purchaseOrderNumber },
                          { key: 'd', label: 'PO Date', children: longDate(po.purchaseOrderDate) },
                          {
                            key: 's',
                            label: 'Status',
                            children: (
                              <>
                                {purchaseOrderStatusText(
                                  po.purchaseOrderStatus,
                                  po.sendByEmail,
                                  'list',
                                )}{' '}
                                <ChangesMarker po={po} /> {mailTag(po)}
                              </>
                            ),
                          },
                          {
                            key: 't',
                            label: 'Grand Total',
                            children: <Amount value={po.grandTotal} />,
                          },
                        ]}
                      />
                      {actions(po)}
                    </Card>
                  ))}
                </div>
              ) : (
                <ScrollFrame>
                  <Table<Row>
                    rowKey="id"
                    size="small"
                    columns={columns}
                    dataSource={group.rows}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    onRow={() => ({ 'data-testid': 'po-row' }) as never}
                  />
                </ScrollFrame>
              )}
            </Card>
          ))
        )}
        <Pager list={list} />
      </Flex>
      <RemarksModal target={remarksOf} editable onClose={closeRemarks} />
      <PurchaseOrderChangesModal
        po={changesOf}
        phone={phone}
        onClose={() => setChangesOfId(null)}
      />
      <ReceiveModal target={receiveOf} phone={phone} onClose={closeReceive} />
      <Modal
        open={uploadsOfPo !== null}
        title={uploadsOfPo ? `Supplier Invoices – PO ${uploadsOfPo.purchaseOrderNumber}` : ''}
        onCancel={() => setUploadsOfPo(null)}
        footer={<Button onClick={() => setUploadsOfPo(null)}>Close</Button>}
      >
        <List
          dataSource={uploadsOfPo?.supplierUploads ?? []}
          locale={{ emptyText: <EmptyState text={ProcurementScreenMessages.noUploads} /> }}
          renderItem={(upload) => (
            <List.Item>
              <a href={upload.url} target="_blank" rel="noopener noreferrer">
                {upload.fileName}
              </a>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
