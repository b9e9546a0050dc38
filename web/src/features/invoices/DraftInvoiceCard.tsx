import { MoreOutlined, SendOutlined, WhatsAppOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Dropdown,
  Flex,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { Amount } from '../../components/Amount';
import { Name } from '../../components/Name';
import { feedback } from '../../core/feedback';
import {
  SetInvoiceDueDateDocument,
  SetInvoiceSendByEmailDocument,
  type InvoiceFieldsFragment,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { InvoiceLines } from './InvoiceLines';
import { paymentDateText, sendDisabled, whatsappLink, whatsappText } from './invoices';
import { InvoiceMessages, InvoiceScreenTexts } from './texts';

export type DraftInvoice = InvoiceFieldsFragment;

/**
 * One draft invoice (spec 3 §2.7, §5.5): client name, INV# number, the Actions menu (Remarks,
 * Upload PO Reference, Delete Invoice), creation date, the payment due date (a picker, not
 * clearable nor typed), payment date N/A, Send By Email (only when the client has an e-mail),
 * WhatsApp (only when the client has a phone), item count, Grand Total, Show/Hide Items with the
 * lines, and Send Invoice ('Processing...' while it goes).
 */
export function DraftInvoiceCard({
  invoice,
  outletName,
  mailConnected,
  working,
  sending,
  onEditingChange,
  onRemarks,
  onPoReferences,
  onDelete,
  onSend,
}: {
  invoice: DraftInvoice;
  outletName: string;
  mailConnected: boolean;
  /** Another action on the drafts is under way (Send All, another send). */
  working: boolean;
  /** This invoice is being sent. */
  sending: boolean;
  onEditingChange: (id: string, editing: boolean) => void;
  onRemarks: (invoice: DraftInvoice) => void;
  onPoReferences: (invoice: DraftInvoice) => void;
  onDelete: (invoice: DraftInvoice) => void;
  onSend: (invoice: DraftInvoice) => void;
}) {
  const [itemsVisible, setItemsVisible] = useState(true);
  const [editing, setEditing] = useState(false);
  const [setSendByEmail, { loading: switching }] = useAction(SetInvoiceSendByEmailDocument);
  const [setDueDate, { loading: dating }] = useAction(SetInvoiceDueDateDocument);
  const count = invoice.items.length;
  const { id } = invoice;
  const editingChanged = useCallback(
    (now: boolean) => {
      setEditing(now);
      onEditingChange(id, now);
    },
    [id, onEditingChange],
  );
  const share = invoice.clientPhone
    ? whatsappLink(
        invoice.clientPhone,
        whatsappText({
          clientName: invoice.clientName,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          outletName,
          clientLink: invoice.clientLink,
        }),
      )
    : null;

  const send = () => {
    if (editing) feedback.showError(InvoiceMessages.unsavedItems);
    else onSend(invoice);
  };

  return (
    <Card
      className="mise-invoice-card"
      data-testid="draft-invoice"
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      title={<Name text={invoice.clientName} />}
      extra={
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'remarks', label: 'Remarks', onClick: () => onRemarks(invoice) },
              {
                key: 'po',
                label: 'Upload PO Reference',
                onClick: () => onPoReferences(invoice),
              },
              {
                key: 'delete',
                label: 'Delete Invoice',
                danger: true,
                onClick: () => onDelete(invoice),
              },
            ],
          }}
        >
          <Button icon={<MoreOutlined />} aria-label={`Actions of INV# ${invoice.invoiceNumber}`}>
            Actions
          </Button>
        </Dropdown>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text strong data-testid="invoice-number">
          INV# {invoice.invoiceNumber}
        </Typography.Text>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'date', label: 'Creation Date', children: longDate(invoice.invoiceDate) },
            {
              key: 'due',
              label: 'Payment Due Date',
              children: (
                <DatePicker
                  aria-label="Payment Due Date"
                  size="small"
                  allowClear={false}
                  inputReadOnly
                  format="DD MMMM YYYY"
                  style={{ width: 180 }}
                  disabled={working || dating}
                  value={dayjs(invoice.dueDate)}
                  onChange={(date) => {
                    if (date) void setDueDate({ id, dueDate: date.format('YYYY-MM-DD') });
                  }}
                />
              ),
            },
            { key: 'paid', label: 'Payment Date', children: paymentDateText(invoice) },
          ]}
        />
        <Flex wrap gap={12} align="center">
          {invoice.clientEmail && (
            <Tooltip title={mailConnected ? undefined : InvoiceMessages.mailNotConnected}>
              <span>
                <Checkbox
                  checked={invoice.sendByEmail}
                  disabled={!mailConnected || switching || working}
                  onChange={(event) =>
                    void setSendByEmail({ id, sendByEmail: event.target.checked })
                  }
                >
                  Send By Email
                </Checkbox>
              </span>
            </Tooltip>
          )}
          {share && (
            <Button
              icon={<WhatsAppOutlined />}
              href={share}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="invoice-whatsapp"
            >
              WhatsApp
            </Button>
          )}
        </Flex>
        <Flex wrap gap={16} align="center">
          <Typography.Text data-testid="invoice-item-count">
            {count} {count === 1 ? 'item' : 'items'}
          </Typography.Text>
          <Typography.Text strong data-testid="invoice-grand-total">
            Grand Total: <Amount value={invoice.grandTotal} />
          </Typography.Text>
          <Button
            type="link"
            style={{ padding: 0 }}
            aria-expanded={itemsVisible}
            onClick={() => setItemsVisible((v) => !v)}
          >
            {itemsVisible ? 'Hide Items' : 'Show Items'}
          </Button>
        </Flex>
        {/* Hidden, not unmounted: a row being edited keeps what was typed. */}
        <div hidden={!itemsVisible}>
          <InvoiceLines invoice={invoice} disabled={working} onEditingChange={editingChanged} />
        </div>
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={sendDisabled(count, working && !sending)}
            loading={sending}
            onClick={send}
          >
            {sending ? InvoiceScreenTexts.processing : 'Send Invoice'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
