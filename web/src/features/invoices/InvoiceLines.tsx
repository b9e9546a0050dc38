import { Flex, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Amount, MoneyInput, QuantityInput } from '../../components/Amount';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import { Name } from '../../components/Name';
import {
  AddInvoiceItemDocument,
  AddInvoiceMiscDocument,
  DeleteInvoiceItemDocument,
  DeleteInvoiceMiscDocument,
  InvoiceMenuItemsDocument,
  UpdateInvoiceItemDocument,
  UpdateInvoiceMiscDocument,
  type InvoiceFieldsFragment,
  type InvoiceItemFieldsFragment,
} from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { decimalValue, menuSuggestions } from './invoices';
import { InvoiceMessages, InvoiceScreenTexts } from './texts';

type Item = InvoiceItemFieldsFragment;
type Misc = InvoiceFieldsFragment['miscs'][number];

interface ItemValues {
  menuItemId: string;
  quantity: string | null;
}

interface MiscValues {
  name: string;
  total: string | null;
}

/** Typing in the picker asks catalogue after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

/**
 * A menu item of the outlet (catalogue's `menuItems(search)`, the newest version of each menu),
 * leaving out the menus already on the invoice (spec 3 §5.5); the value is the version's id.
 */
function InvoiceMenuItemPicker({
  value,
  onChange,
  usedMenuIds,
  current,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  usedMenuIds: readonly string[];
  current: Item | null;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data, loading } = useOutletQuery(InvoiceMenuItemsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const found = useMemo(() => data?.menuItems.nodes ?? [], [data]);
  const offered = menuSuggestions(found, usedMenuIds, current?.menuId ?? null);
  const options = [
    ...(current && !offered.some((m) => m.id === current.menuItemId)
      ? [{ value: current.menuItemId, label: current.name }]
      : []),
    ...offered.map((m) => ({ value: m.id, label: m.name })),
  ];
  return (
    <Select
      aria-label="Menu Item"
      showSearch={{ filterOption: false, onSearch: typed }}
      value={value || undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder="Type to search menu items"
      notFoundContent={loading ? 'Searching…' : 'No menu items found'}
      style={{ minWidth: 200, width: '100%' }}
    />
  );
}

/**
 * A draft invoice's lines (spec 3 §2.7, §4.3, §5.5): + Add Item (a menu item and a quantity; the
 * price is the menu's) and + Add Misc ('Miscellaneous Name', 'Total Amount (RM)'). One row of
 * either table is edited at a time and adding waits meanwhile; `onEditingChange` tells the card.
 */
export function InvoiceLines({
  invoice,
  disabled,
  onEditingChange,
}: {
  invoice: InvoiceFieldsFragment;
  disabled?: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const M = InvoiceMessages;
  const [addItem] = useAction(AddInvoiceItemDocument, { success: M.itemSaved });
  const [updateItem] = useAction(UpdateInvoiceItemDocument, { success: M.itemSaved });
  const [removeItem] = useAction(DeleteInvoiceItemDocument);
  const [addMisc] = useAction(AddInvoiceMiscDocument, { success: M.miscSaved });
  const [updateMisc] = useAction(UpdateInvoiceMiscDocument, { success: M.miscSaved });
  const [removeMisc] = useAction(DeleteInvoiceMiscDocument);
  const [confirmDelete, holder] = useConfirmDelete();
  const [itemsEditing, setItemsEditing] = useState(false);
  const [miscEditing, setMiscEditing] = useState(false);
  useEffect(
    () => onEditingChange(itemsEditing || miscEditing),
    [itemsEditing, miscEditing, onEditingChange],
  );
  const usedMenuIds = useMemo(() => invoice.items.map((i) => i.menuId), [invoice.items]);

  const itemColumns: EditableColumn<Item, ItemValues>[] = [
    {
      key: 'name',
      title: 'Menu Item',
      field: 'menuItemId',
      render: (row) => <Name text={row.name} />,
      input: (row) => <InvoiceMenuItemPicker usedMenuIds={usedMenuIds} current={row} />,
      rules: [{ required: true, message: M.menuItemBlank }],
    },
    { key: 'category', title: 'Category', render: (row) => row.category },
    {
      key: 'price',
      title: 'Unit Price (RM)',
      align: 'right',
      render: (row) => <Amount value={row.confirmedPrice} />,
    },
    {
      key: 'quantity',
      title: 'Quantity',
      field: 'quantity',
      align: 'right',
      render: (row) => <Amount value={row.quantity} kind="quantity" />,
      input: () => <QuantityInput aria-label="Quantity" min="0" style={{ width: 110 }} />,
      rules: [
        { required: true, message: M.quantityBlank },
        {
          validator: (_, value: string | null | undefined) =>
            value !== null && value !== undefined && value !== '' && Number(value) === 0
              ? Promise.reject(new Error(M.quantityBlank))
              : Promise.resolve(),
        },
      ],
    },
    {
      key: 'total',
      title: 'Total (RM)',
      align: 'right',
      render: (row) => <Amount value={row.total} />,
    },
  ];

  const miscColumns: EditableColumn<Misc, MiscValues>[] = [
    {
      key: 'name',
      title: 'Miscellaneous Name',
      field: 'name',
      render: (row) => <Name text={row.name} />,
      input: () => (
        <Input
          aria-label="Miscellaneous Name"
          placeholder={InvoiceScreenTexts.miscPlaceholder}
          maxLength={100}
        />
      ),
      rules: [{ required: true, whitespace: true, message: M.miscNameBlank }],
    },
    {
      key: 'total',
      title: 'Total Amount (RM)',
      field: 'total',
      align: 'right',
      render: (row) => <Amount value={row.total} />,
      input: () => <MoneyInput aria-label="Total Amount (RM)" min="0" style={{ width: 140 }} />,
      rules: [{ required: true, message: M.miscTotalBlank }],
    },
  ];

  return (
    <Flex vertical gap={12} style={{ width: '100%' }}>
      {holder}
      <EditableTable<Item, ItemValues>
        rows={invoice.items}
        rowKey={(row) => row.id}
        columns={itemColumns}
        toValues={(row) => ({ menuItemId: row.menuItemId, quantity: row.quantity })}
        newValues={() => ({ menuItemId: '' })}
        onSave={(values, row) => {
          const input = { menuItemId: values.menuItemId, quantity: decimalValue(values.quantity) };
          return row
            ? updateItem({ id: row.id, input })
            : addItem({ invoiceId: invoice.id, input });
        }}
        onDelete={(row) =>
          confirmDelete({ name: row.name, onConfirm: () => removeItem({ id: row.id }) })
        }
        addLabel="Add Item"
        emptyText={InvoiceScreenTexts.noItemLines}
        disabled={disabled || miscEditing}
        switchFromNew
        saveDisabled={(values) =>
          !values.menuItemId ||
          values.quantity === null ||
          values.quantity === undefined ||
          values.quantity === ''
        }
        onEditingChange={setItemsEditing}
      />
      <EditableTable<Misc, MiscValues>
        rows={invoice.miscs}
        rowKey={(row) => row.id}
        columns={miscColumns}
        toValues={(row) => ({ name: row.name, total: row.total })}
        newValues={() => ({ name: '' })}
        onSave={(values, row) => {
          const input = { name: values.name.trim(), total: decimalValue(values.total) };
          return row
            ? updateMisc({ id: row.id, input })
            : addMisc({ invoiceId: invoice.id, input });
        }}
        onDelete={(row) =>
          confirmDelete({ name: row.name, onConfirm: () => removeMisc({ id: row.id }) })
        }
        addLabel="Add Misc"
        emptyText={InvoiceScreenTexts.noMiscLines}
        disabled={disabled || itemsEditing}
        switchFromNew
        saveDisabled={(values) =>
          !values.name?.trim() ||
          values.total === null ||
          values.total === undefined ||
          values.total === ''
        }
        onEditingChange={setMiscEditing}
      />
    </Flex>
  );
}
