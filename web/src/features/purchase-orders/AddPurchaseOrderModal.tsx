import { PurchaseOrderMessages } from '@mise/domain';
import { AutoComplete, Form, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  CreatePurchaseOrderDocument,
  DraftPurchaseOrdersDocument,
  PurchaseOrderSuppliersDocument,
} from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useAction } from '../../lib/useAction';
import { useModalForm, type ModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';

interface AddValues {
  supplierName: string;
}

/**
 * Add PO (spec 3 §2.3, §5.3): a supplier chosen from the list or typed; Confirm waits for a name.
 * The server's refusals (no such supplier, the limit) show by the field.
 */
export function useAddPurchaseOrder() {
  const [create] = useAction(CreatePurchaseOrderDocument, {
    success: PurchaseOrderMessages.created,
    refetchQueries: [DraftPurchaseOrdersDocument],
  });
  const modal = useModalForm<AddValues>({
    titles: { add: 'Add PO', edit: 'Add PO' },
    onSubmit: (values) => create({ supplierName: values.supplierName.trim() }),
  });
  return { open: () => modal.open({ supplierName: '' }), element: <AddModal modal={modal} /> };
}

function AddModal({ modal }: { modal: ModalForm<AddValues, never> }) {
  const typed = Form.useWatch('supplierName', modal.form) as string | undefined;
  const isOpen = modal.target !== undefined;
  return (
    <Modal
      {...modal.modalProps}
      okText="Confirm"
      okButtonProps={{ ...modal.modalProps.okButtonProps, disabled: !typed?.trim() }}
    >
      <Form<AddValues> {...modal.formProps} name="add-po">
        <Form.Item
          label="Supplier"
          name="supplierName"
          rules={[
            { required: true, whitespace: true, message: PurchaseOrderMessages.supplierBlank },
          ]}
        >
          <SupplierInput open={isOpen} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The outlet's suppliers by name, or a name typed (the server matches it case-insensitively). */
function SupplierInput({
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
  const { data } = useOutletQuery(PurchaseOrderSuppliersDocument, {
    variables: { search: search || null },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AutoComplete
      aria-label="Supplier"
      value={value}
      onChange={(text: string) => onChange?.(text)}
      onSearch={typed}
      options={(data?.suppliers.nodes ?? []).map((s) => ({ value: s.name, label: s.name }))}
      placeholder="Choose or type a supplier"
      style={{ width: '100%' }}
    />
  );
}
