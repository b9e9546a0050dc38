import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { today as outletToday } from '@mise/domain';
import { Button, Empty, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { feedback } from '../../core/feedback';
import { useCurrentOutlet } from '../../core/useCurrentOutlet';
import {
  DeleteInvoiceDocument,
  DraftInvoicesDocument,
  SendInvoiceDocument,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { useAddInvoice } from './AddInvoiceModal';
import { DraftInvoiceCard, type DraftInvoice } from './DraftInvoiceCard';
import { InvoiceFilesModal } from './InvoiceFilesModal';
import { InvoiceRemarksModal, type InvoiceRemarksTarget } from './InvoiceRemarksModal';
import { InvoicesHeader } from './InvoicesHeader';
import { atLimit, sendAllState } from './invoices';
import { InvoiceMessages } from './texts';
import './invoices.css';

interface SendAllProgress {
  sent: number;
  total: number;
  done: boolean;
}

/**
 * /invoices/create (spec 3 §2.7, §4.3, §5.5): 'Invoice limit: used/10' and today's date, Add
 * Invoice, Send All Invoices (one by one with progress), and a card per draft invoice.
 */
export default function CreateInvoicesPage() {
  const M = InvoiceMessages;
  const { data, loading, refetch } = useOutletQuery(DraftInvoicesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { outlet } = useCurrentOutlet();
  const drafts = data?.draftInvoices ?? [];
  const limit = data?.invoiceLimit ?? null;
  const mailConnected = data?.mailConnected ?? false;
  const full = atLimit(limit);

  const add = useAddInvoice();
  const [remarksOf, setRemarksOf] = useState<InvoiceRemarksTarget | null>(null);
  const closeRemarks = useCallback(() => setRemarksOf(null), []);
  const [filesOfId, setFilesOfId] = useState<string | null>(null);
  const filesOf = drafts.find((d) => d.id === filesOfId) ?? null;
  const [editingIds, setEditingIds] = useState<ReadonlySet<string>>(new Set());
  const onEditingChange = useCallback((id: string, editing: boolean) => {
    setEditingIds((ids) => {
      if (ids.has(id) === editing) return ids;
      const next = new Set(ids);
      if (editing) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [progress, setProgress] = useState<SendAllProgress | null>(null);
  const [confirmDelete, deleteHolder] = useConfirmDelete();
  const [modal, modalHolder] = Modal.useModal();

  const [remove] = useAction(DeleteInvoiceDocument, {
    success: M.deleted,
    refetchQueries: [DraftInvoicesDocument],
  });
  const [send] = useAction(SendInvoiceDocument, {
    success: M.sent,
    refetchQueries: [DraftInvoicesDocument],
  });
  // Send All's sends: no toast each, one refetch at the end.
  const [sendOne] = useAction(SendInvoiceDocument);
  const working = sendingId !== null || (progress !== null && !progress.done);
  const sendAll = sendAllState(drafts, editingIds);

  const confirmSend = (invoice: DraftInvoice) =>
    void modal.confirm({
      title: InvoiceMessages.confirmSend,
      content: `INV# ${invoice.invoiceNumber} to ${invoice.clientName}`,
      okText: 'Send',
      cancelText: 'Cancel',
      onOk: async () => {
        setSendingId(invoice.id);
        try {
          await send({ id: invoice.id, sendByEmail: invoice.sendByEmail });
        } finally {
          setSendingId(null);
        }
      },
    });

  const startSendAll = () => {
    if (sendAll === 'unsaved') {
      feedback.showError(M.someUnsaved);
      return;
    }
    if (sendAll === 'emptyDraft') {
      feedback.showError(M.someWithoutItems);
      return;
    }
    const queue = [...drafts];
    void modal.confirm({
      title: InvoiceMessages.confirmSendAll,
      okText: 'Send All',
      cancelText: 'Cancel',
      onOk: async () => {
        setProgress({ sent: 0, total: queue.length, done: false });
        let sent = 0;
        for (const invoice of queue) {
          const result = await sendOne({ id: invoice.id, sendByEmail: invoice.sendByEmail });
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
    <Flex wrap gap={12} align="center" className="mise-invoice-toolbar">
      <Typography.Text strong type={full ? 'danger' : undefined} data-testid="invoice-limit">
        Invoice limit: {limit ? `${limit.drafts}/${limit.limit}` : '–'}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="invoice-today">
        {longDate(outletToday())}
      </Typography.Text>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={full || !limit || working}
        title={full ? M.limitReached : undefined}
        onClick={add.open}
      >
        Add Invoice
      </Button>
      <Button
        icon={<SendOutlined />}
        disabled={sendAll === 'none' || working}
        onClick={startSendAll}
      >
        Send All Invoices
      </Button>
    </Flex>
  );

  return (
    <>
      {deleteHolder}
      {modalHolder}
      <InvoicesHeader current="/invoices/create" />
      <Flex vertical gap={16}>
        {toolbar}
        {full && (
          <Typography.Text type="danger" role="alert" data-testid="invoice-limit-alert">
            {M.limitReached}
          </Typography.Text>
        )}
        {!data && loading ? (
          <Flex vertical align="center" gap={8} style={{ padding: 32 }}>
            <Spin />
            <Typography.Text type="secondary">{InvoiceMessages.loading}</Typography.Text>
          </Flex>
        ) : drafts.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{InvoiceMessages.noDrafts}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{InvoiceMessages.noDraftsHint}</Typography.Text>
              </>
            }
          />
        ) : (
          drafts.map((invoice) => (
            <DraftInvoiceCard
              key={invoice.id}
              invoice={invoice}
              outletName={outlet?.outletName ?? ''}
              mailConnected={mailConnected}
              working={working}
              sending={sendingId === invoice.id}
              onEditingChange={onEditingChange}
              onRemarks={setRemarksOf}
              onPoReferences={(target) => setFilesOfId(target.id)}
              onDelete={(target) =>
                confirmDelete({
                  name: `INV# ${target.invoiceNumber}`,
                  title: InvoiceMessages.confirmDelete,
                  content: `INV# ${target.invoiceNumber} – ${target.clientName}`,
                  onConfirm: () => remove({ id: target.id }),
                })
              }
              onSend={confirmSend}
            />
          ))
        )}
      </Flex>
      {add.element}
      <InvoiceRemarksModal target={remarksOf} onClose={closeRemarks} />
      <InvoiceFilesModal
        title="Purchase Order Reference"
        editable
        target={
          filesOf
            ? { id: filesOf.id, invoiceNumber: filesOf.invoiceNumber, files: filesOf.poReferences }
            : null
        }
        onClose={() => setFilesOfId(null)}
      />
      <Modal
        open={progress !== null}
        title="Send All Invoices"
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
                ? InvoiceMessages.allSent(progress.total)
                : InvoiceMessages.sendingProgress(
                    Math.min(progress.sent + 1, progress.total),
                    progress.total,
                  )}
            </Typography.Text>
            <Progress percent={Math.round((progress.sent * 100) / Math.max(progress.total, 1))} />
          </Flex>
        )}
      </Modal>
    </>
  );
}
