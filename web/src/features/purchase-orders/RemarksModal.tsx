import { PurchaseOrderMessages, ProcurementScreenMessages } from '@mise/domain';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { UpdatePurchaseOrderRemarksDocument } from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useModalForm } from '../../lib/useModalForm';

export interface RemarksTarget {
  id: string;
  purchaseOrderNumber: string;
  outletRemarks: string | null;
  supplierRemarks: string | null;
}

interface RemarksValues {
  outletRemarks: string;
}

/**
 * Add Remarks (spec 3 §2.3): the outlet's remarks, editable on a draft (read-only once the PO is
 * sent), and the supplier's, always read-only. Open it with a PO; `onClose` when it closes.
 */
export function RemarksModal({
  target,
  editable,
  onClose,
}: {
  target: RemarksTarget | null;
  editable: boolean;
  onClose: () => void;
}) {
  const [save] = useAction(UpdatePurchaseOrderRemarksDocument, {
    success: PurchaseOrderMessages.remarksUpdated,
  });
  const modal = useModalForm<RemarksValues, RemarksTarget>({
    titles: { add: 'Add Remarks', edit: 'Add Remarks' },
    onSubmit: (values, po) =>
      po
        ? save({ id: po.id, outletRemarks: values.outletRemarks.trim() || null })
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
      {...(editable ? {} : { footer: null })}
      title={target ? `Add Remarks – PO ${target.purchaseOrderNumber}` : 'Add Remarks'}
    >
      <Form<RemarksValues> {...modal.formProps} name="po-remarks">
        <Form.Item label="Outlet Remarks" name="outletRemarks">
          <Input.TextArea rows={4} maxLength={1000} readOnly={!editable} />
        </Form.Item>
        <Form.Item label="Supplier Remarks">
          <Typography.Paragraph
            type={shown?.supplierRemarks ? undefined : 'secondary'}
            data-testid="supplier-remarks"
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
          >
            {shown?.supplierRemarks || ProcurementScreenMessages.noRemarks}
          </Typography.Paragraph>
        </Form.Item>
      </Form>
    </Modal>
  );
}
