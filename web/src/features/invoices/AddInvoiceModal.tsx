import { AutoComplete, Form, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  CreateInvoiceDocument,
  DraftInvoicesDocument,
  InvoiceClientsDocument,
  NextInvoiceNumberDocument,
} from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useAction } from '../../lib/useAction';
import { useModalForm, type ModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { InvoiceMessages } from './texts';

interface AddValues {
  clientName: string;
}

/**
 * Add Invoice (spec 3 §2.7, §5.5): the next invoice number, a client chosen from the list or
 * typed; Cancel, Confirm. The server's refusals (no such client, the limit) show by the field.
 */
export function useAddInvoice() {
  const [create] = useAction(CreateInvoiceDocument, {
    success: InvoiceMessages.created,
    refetchQueries: [DraftInvoicesDocument],
  });
  const modal = useModalForm<AddValues>({
    titles: { add: 'Add Invoice', edit: 'Add Invoice' },
    onSubmit: (values) => create({ clientName: values.clientName.trim() }),
  });
  return { open: () => modal.open({ clientName: '' }), element: <AddModal modal={modal} /> };
}

function AddModal({ modal }: { modal: ModalForm<AddValues, never> }) {
  const isOpen = modal.target !== undefined;
  const { data } = useOutletQuery(NextInvoiceNumberDocument, {
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  return (
    <Modal {...modal.modalProps} okText="Confirm" cancelText="Cancel">
      <Form<AddValues> {...modal.formProps} name="add-invoice">
        <Form.Item label="Invoice Number">
          <Typography.Text strong data-testid="next-invoice-number">
            {data?.nextInvoiceNumber ? `INV# ${data.nextInvoiceNumber}` : '…'}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          label="Client"
          name="clientName"
          rules={[{ required: true, whitespace: true, message: InvoiceMessages.clientBlank }]}
        >
          <ClientInput open={isOpen} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The outlet's clients by name, or a name typed (the server matches it case-insensitively). */
function ClientInput({
  value,
  onChange,
  open,
}: {
  value?: string;
  onChange?: (value: string) => void;
  open: boolean;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, 300), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data } = useOutletQuery(InvoiceClientsDocument, {
    variables: { search: search || null },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AutoComplete
      aria-label="Client"
      value={value}
      onChange={(text: string) => onChange?.(text)}
      onSearch={typed}
      options={(data?.clients.nodes ?? []).map((c) => ({ value: c.name, label: c.name }))}
      placeholder="Choose or type a client"
      style={{ width: '100%' }}
    />
  );
}
