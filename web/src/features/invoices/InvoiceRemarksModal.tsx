import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { UpdateInvoiceRemarksDocument } from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useModalForm } from '../../lib/useModalForm';
import { InvoiceMessages } from './texts';

export interface InvoiceRemarksTarget {
  id: string;
  invoiceNumber: string;
  outletRemarks?: string | null;
  clientRemarks?: string | null;
}

interface RemarksValues {
  outletRemarks: string;
}

/**
 * Add Remarks (spec 3 §2.7): the outlet's remarks, editable (drafts and sent invoices alike), and
 * the client's, read-only; Cancel, Update. Open it with an invoice; `onClose` when it closes.
 */
export function InvoiceRemarksModal({
  target,
  onClose,
}: {
  target: InvoiceRemarksTarget | null;
  onClose: () => void;
}) {
  const [save] = useAction(UpdateInvoiceRemarksDocument, {
    success: InvoiceMessages.remarksUpdated,
  });
  const modal = useModalForm<RemarksValues, InvoiceRemarksTarget>({
    titles: { add: 'Add Remarks', edit: 'Add Remarks' },
    onSubmit: (values, invoice) =>
      invoice
        ? save({ id: invoice.id, outletRemarks: values.outletRemarks.trim() || null })
        : Promise.resolve(null),
  });
  const { open, target: shown } = modal;
  useEffect(() => {
    if (target) open({ outletRemarks: target.outletRemarks ?? '' }, target);
  }, [target, open]);
  useEffect(() => {
    if (shown === undefined && target) onClose();
  }, [shown, target, onClose]);

  return (
    <Modal
      {...modal.modalProps}
      okText="Update"
      cancelText="Cancel"
      title={shown ? `Add Remarks – INV# ${shown.invoiceNumber}` : 'Add Remarks'}
    >
      <Form<RemarksValues> {...modal.formProps} name="invoice-remarks">
        <Form.Item label="Outlet Remarks" name="outletRemarks">
          <Input.TextArea rows={4} maxLength={1000} />
        </Form.Item>
        <Form.Item label="Client Remarks">
          <Typography.Paragraph
            type={shown?.clientRemarks ? undefined : 'secondary'}
            data-testid="client-remarks"
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
          >
            {shown?.clientRemarks || InvoiceMessages.noRemarks}
          </Typography.Paragraph>
        </Form.Item>
      </Form>
    </Modal>
  );
}
