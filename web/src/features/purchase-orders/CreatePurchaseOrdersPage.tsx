import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { PurchaseOrderMessages, today as outletToday } from '@mise/domain';
import { Button, Empty, Flex, Modal, Progress, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { feedback } from '../../core/feedback';
import { PageLoading } from '../../core/PageLoading';
import {
  DeletePurchaseOrderDocument,
  DraftPurchaseOrdersDocument,
  SendPurchaseOrderDocument,
  type PurchaseOrderFieldsFragment,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { useAddPurchaseOrder } from './AddPurchaseOrderModal';
import { DraftPurchaseOrderCard } from './DraftPurchaseOrderCard';
import { ProcurementHeader } from './ProcurementHeader';
import { RemarksModal, type RemarksTarget } from './RemarksModal';
import { SentPurchaseOrderModal } from './SentPurchaseOrderModal';
import { atLimit, sendAllState } from './purchase-orders';
import './purchase-orders.css';

type Draft = PurchaseOrderFieldsFragment;

interface SendAllProgress {
  sent: number;
  total: number;
  done: boolean;
}

/**
 * /purchase-order/create (spec 3 §2.3, §4.2, §5.3): the PO limit counter, today's date, Add PO,
 * Send All Purchase Orders (one by one with progress), and a card per draft PO with its items.
 */
export default function CreatePurchaseOrdersPage() {
  const M = PurchaseOrderMessages;
  const { data, loading, refetch } = useOutletQuery(DraftPurchaseOrdersDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const drafts = data?.draftPurchaseOrders ?? [];
  const limit = data?.purchaseOrderLimit ?? null;
  const mailConnected = data?.mailConnected ?? false;
  const full = atLimit(limit);
  const sendAll = sendAllState(drafts);

  const add = useAddPurchaseOrder();
  const [remarksOf, setRemarksOf] = useState<RemarksTarget | null>(null);
  const closeRemarks = useCallback(() => setRemarksOf(null), []);
  const [sentPo, setSentPo] = useState<Draft | null>(null);
  const [progress, setProgress] = useState<SendAllProgress | null>(null);
  const [confirmDelete, deleteHolder] = useConfirmDelete();
  const [modal, modalHolder] = Modal.useModal();

  const [remove] = useAction(DeletePurchaseOrderDocument, {
    success: M.deleted,
    refetchQueries: [DraftPurchaseOrdersDocument],
  });
  // No toast: the modal that follows (with the WhatsApp share) is titled 'Purchase order sent'.
  const [send, { loading: sending }] = useAction(SendPurchaseOrderDocument, {
    refetchQueries: [DraftPurchaseOrdersDocument],
  });
  // Send All's sends: no toast each, one refetch at the end.
  const [sendOne] = useAction(SendPurchaseOrderDocument);
  const working = sending || (progress !== null && !progress.done);

  const confirmSend = (po: Draft) =>
    void modal.confirm({
      title: M.confirmSend,
      content: `PO ${po.purchaseOrderNumber} to ${po.supplierName}`,
      okText: 'Send',
      cancelText: 'Cancel',
      onOk: async () => {
        const result = await send({ id: po.id, sendByEmail: po.sendByEmail });
        if (result) setSentPo(result.sendPurchaseOrder);
      },
    });

  const startSendAll = () => {
    if (sendAll === 'emptyDraft') {
      feedback.showError(M.someWithoutItems);
      return;
    }
    const queue = [...drafts];
    void modal.confirm({
      title: M.confirmSendAll,
      okText: 'Send All',
      cancelText: 'Cancel',
      onOk: async () => {
        setProgress({ sent: 0, total: queue.length, done: false });
        let sent = 0;
        for (const po of queue) {
          const result = await sendOne({ id: po.id, sendByEmail: po.sendByEmail });
          if (!result) break;
          sent += 1;
          setProgress({ sent, total: queue.length, done: false });
        }
        await refetch().catch(() => undefined);
        if (sent === queue.length) setProgress({ sent, total: queue.length, done: true });
        else setProgress(null);
      },
    });
  };

  const toolbar = (
    <Flex wrap gap={12} align="center" className="mise-po-toolbar">
      <Typography.Text
        strong
        type={full ? 'danger' : undefined}
        data-testid="po-limit"
        aria-label="PO limit"
      >
        PO limit: {limit ? `${limit.drafts}/${limit.limit}` : '–'}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="po-today">
        {longDate(outletToday())}
      </Typography.Text>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={full || !limit || working}
        title={full ? M.limitReached : undefined}
        onClick={add.open}
      >
        Add PO
      </Button>
      <Button
        icon={<SendOutlined />}
        disabled={sendAll === 'none' || working}
        onClick={startSendAll}
      >
        Send All Purchase Orders
      </Button>
    </Flex>
  );

  return (
    <>
      {deleteHolder}
      {modalHolder}
      <ProcurementHeader current="/purchase-order/create" title="Create Purchase Order" />
      <Flex vertical gap={16}>
        {toolbar}
        {full && (
          <Typography.Text type="danger" role="status">
            {M.limitReached}
          </Typography.Text>
        )}
        {!data && loading ? (
          <PageLoading />
        ) : drafts.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{M.noDrafts}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{M.noDraftsHint}</Typography.Text>
              </>
            }
          />
        ) : (
          drafts.map((po) => (
            <DraftPurchaseOrderCard
              key={po.id}
              po={po}
              mailConnected={mailConnected}
              working={working}
              onRemarks={setRemarksOf}
              onDelete={(target) =>
                confirmDelete({
                  name: `PO ${target.purchaseOrderNumber}`,
                  content: `To ${target.supplierName}`,
                  onConfirm: () => remove({ id: target.id }),
                })
              }
              onSend={confirmSend}
            />
          ))
        )}
      </Flex>
      {add.element}
      <RemarksModal target={remarksOf} editable onClose={closeRemarks} />
      <SentPurchaseOrderModal po={sentPo} onClose={() => setSentPo(null)} />
      <Modal
        open={progress !== null}
        title="Send All Purchase Orders"
        closable={false}
        mask={{ closable: false }}
        footer={
          <Button type="primary" disabled={!progress?.done} onClick={() => setProgress(null)}>
            Done
          </Button>
        }
      >
        {progress && (
          <Flex vertical gap={8}>
            <Typography.Text strong data-testid="send-all-progress">
              {progress.done
                ? M.allSent(progress.total)
                : M.sendingProgress(Math.min(progress.sent + 1, progress.total), progress.total)}
            </Typography.Text>
            <Progress percent={Math.round((progress.sent * 100) / Math.max(progress.total, 1))} />
          </Flex>
        )}
      </Modal>
    </>
  );
}
