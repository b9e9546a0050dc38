import { today as outletToday } from '@mise/domain';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import {
  ConfirmedInvoicesDocument,
  InvoiceReceivableDocument,
  SetInvoiceStatusDocument,
  type InvoiceStatus,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useModalForm } from '../../lib/useModalForm';
import { statusChange } from './invoices';
import { InvoiceMessages, InvoiceScreenTexts } from './texts';

export interface InvoiceStatusTarget {
  id: string;
  invoiceNumber: string;
  invoiceStatus?: InvoiceStatus | null;
  dueDate: string;
}

interface StatusValues {
  status: InvoiceStatus;
  date: Dayjs | null;
}

const STATUS_OPTIONS: { value: InvoiceStatus; label: string }[] = [
  { value: 'CREDIT', label: 'CREDIT' },
  { value: 'PAID', label: 'PAID' },
];

/**
 * Update Invoice Status (spec 3 §2.7, §4.3): the new status and, for PAID, the payment date (not
 * after today; it becomes the due date too), for CREDIT the due date. Opens on the other status.
 */
export function InvoiceStatusModal({
  target,
  onClose,
}: {
  target: InvoiceStatusTarget | null;
  onClose: () => void;
}) {
  const [save] = useAction(SetInvoiceStatusDocument, {
    success: InvoiceMessages.statusUpdated,
    refetchQueries: [ConfirmedInvoicesDocument, InvoiceReceivableDocument],
  });
  const modal = useModalForm<StatusValues, InvoiceStatusTarget>({
    titles: { add: 'Update Invoice Status', edit: 'Update Invoice Status' },
    onSubmit: (values, invoice) =>
      invoice && values.date
        ? save({ id: invoice.id, status: values.status, date: values.date.format('YYYY-MM-DD') })
        : Promise.resolve(null),
  });
  const { open, target: shown, form } = modal;
  useEffect(() => {
    if (!target) return;
    const { next } = statusChange(target.invoiceStatus);
    open({ status: next, date: dayjs(next === 'PAID' ? outletToday() : target.dueDate) }, target);
  }, [target, open]);
  useEffect(() => {
    if (shown === undefined && target) onClose();
  }, [shown, target, onClose]);
  const status = Form.useWatch('status', form) as InvoiceStatus | undefined;
  const paid = status === 'PAID';
  const today = outletToday();

  return (
    <Modal
      {...modal.modalProps}
      okText="Update"
      cancelText="Cancel"
      title={
        shown ? `Update Invoice Status – INV# ${shown.invoiceNumber}` : 'Update Invoice Status'
      }
    >
      <Form<StatusValues> {...modal.formProps} name="invoice-status">
        <Form.Item label="Status" name="status" rules={[{ required: true }]}>
          <Select aria-label="New status" options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item
          label={paid ? 'Payment Date' : 'Due Date'}
          name="date"
          rules={[
            {
              required: true,
              message: paid ? InvoiceScreenTexts.paymentDateBlank : InvoiceScreenTexts.dueDateBlank,
            },
          ]}
        >
          <DatePicker
            aria-label={paid ? 'Payment Date' : 'Due Date'}
            allowClear={false}
            inputReadOnly
            format="DD MMMM YYYY"
            disabledDate={(d) => paid && d.format('YYYY-MM-DD') > today}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
