import { ExpenseMessages } from '@mise/domain';
import { Button, Flex, Grid, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Amount, MoneyInput, QuantityInput } from '../../components/Amount';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import { Name } from '../../components/Name';
import {
  AddExpenseItemDocument,
  AddExpenseMiscDocument,
  DeleteExpenseItemDocument,
  DeleteExpenseMiscDocument,
  MarkExpenseItemReviewedDocument,
  UpdateExpenseItemDocument,
  UpdateExpenseMiscDocument,
  type ExpenseDetailFieldsFragment,
  type ExpenseItemFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import {
  IngredientPicker,
  InventoryPicker,
  UnitPicker,
  useKnownIngredients,
} from '../../components/LinePickers';
import { ingredientFill } from '../purchase-orders/purchase-orders';
import { decimalValue, lineMarks, subtotal } from './expenses';
import { LineName, ReviewCards } from './LineName';

type Item = ExpenseItemFieldsFragment;
type Misc = ExpenseDetailFieldsFragment['miscs'][number];

interface ItemValues {
  name: string;
  ingredient: string;
  amount: string | null;
  unit: string;
  quantity: string | null;
  unitPrice: string | null;
}

interface MiscValues {
  name: string;
  total: string | null;
}

function Subtotal({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong data-testid={`${label.toLowerCase().replace(/\W+/g, '-')}`}>
        <Amount value={value} />
      </Typography.Text>
    </Flex>
  );
}

/**
 * The line items (spec 3 §2.2, §5.1): Inventory and Ingredient autocompletes (a new name is found
 * or created by inventory when the line is saved), Unit Amount, Unit, Quantity, Unit Price (RM;
 * left blank, the server prices it from the ingredient's unit cost × amount) and the line's
 * subtotal; one row edited at a time. Every answer is the whole expense (grand total included).
 */
export function ExpenseItems({
  expenseId,
  items,
  disabled,
  onEditingChange,
}: {
  expenseId: string | null;
  items: readonly Item[];
  disabled: boolean;
  onEditingChange?: (editing: boolean) => void;
}) {
  const M = ExpenseMessages;
  const [add] = useAction(AddExpenseItemDocument, { success: M.itemSaved });
  const [update] = useAction(UpdateExpenseItemDocument, { success: M.itemSaved });
  const [remove] = useAction(DeleteExpenseItemDocument, { success: M.itemDeleted });
  const [markReviewed] = useAction(MarkExpenseItemReviewedDocument, { success: M.lineReviewed });
  const [confirmDelete, holder] = useConfirmDelete();
  const [known, remember] = useKnownIngredients();
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [editing, setEditing] = useState(false);
  const editingChanged = useCallback(
    (now: boolean) => {
      setEditing(now);
      onEditingChange?.(now);
    },
    [onEditingChange],
  );

  const columns: EditableColumn<Item, ItemValues>[] = [
    {
      key: 'inventory',
      title: 'Inventory',
      field: 'name',
      render: (row) => <LineName row={row} />,
      input: () => (
        <InventoryPicker
          remember={remember}
          fill={(i) => ({ ingredient: i.name, unit: i.unit })}
          validate={['ingredient', 'unit']}
        />
      ),
      rules: [{ required: true, whitespace: true, message: M.inventoryBlank }],
    },
    {
      key: 'ingredient',
      title: 'Ingredient',
      field: 'ingredient',
      render: (row) => <Name text={row.ingredient} />,
      input: () => (
        <IngredientPicker
          remember={remember}
          known={known}
          fill={(text, seen) => {
            const found = ingredientFill(text, seen);
            return found.known ? { unit: found.unit } : null;
          }}
        />
      ),
      rules: [{ required: true, whitespace: true, message: M.ingredientBlank }],
    },
    {
      key: 'amount',
      title: 'Unit Amount',
      field: 'amount',
      align: 'right',
      render: (row) => <Amount value={row.amount} kind="quantity" />,
      input: () => <QuantityInput aria-label="Unit Amount" min="0" style={{ width: 100 }} />,
    },
    {
      key: 'unit',
      title: 'Unit',
      field: 'unit',
      render: (row) => row.unit,
      input: () => <UnitPicker known={known} ingredientField="ingredient" />,
      rules: [{ required: true, whitespace: true, message: M.unitBlank }],
    },
    {
      key: 'quantity',
      title: 'Quantity',
      field: 'quantity',
      align: 'right',
      render: (row) => <Amount value={row.quantity} kind="quantity" />,
      input: () => <QuantityInput aria-label="Quantity" min="0" style={{ width: 100 }} />,
    },
    {
      key: 'unitPrice',
      title: 'Unit Price (RM)',
      field: 'unitPrice',
      align: 'right',
      render: (row) => <Amount value={row.unitPrice} />,
      input: () => (
        <MoneyInput
          aria-label="Unit Price"
          min="0"
          placeholder="Unit cost"
          style={{ width: 130 }}
        />
      ),
    },
    {
      key: 'total',
      title: 'Subtotal (RM)',
      align: 'right',
      render: (row) => <Amount value={row.total} />,
    },
  ];

  const save = (values: ItemValues, row: Item | null) => {
    const input = {
      name: values.name.trim(),
      ingredient: values.ingredient.trim(),
      unit: values.unit.trim(),
      amount: decimalValue(values.amount),
      quantity: decimalValue(values.quantity),
      unitPrice:
        values.unitPrice === null || values.unitPrice === undefined || values.unitPrice === ''
          ? null
          : decimalValue(values.unitPrice),
    };
    if (row) return update({ id: row.id, input });
    return expenseId ? add({ expenseId, input }) : Promise.resolve(null);
  };

  return (
    <>
      {holder}
      {phone && (
        <ReviewCards
          rows={items}
          disabled={disabled || editing}
          onLooksRight={(row) => void markReviewed({ id: row.id })}
        />
      )}
      <EditableTable<Item, ItemValues>
        rows={items}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({
          name: row.name,
          ingredient: row.ingredient,
          amount: row.amount,
          unit: row.unit,
          quantity: row.quantity,
          unitPrice: row.unitPrice,
        })}
        newValues={() => ({
          name: '',
          ingredient: '',
          amount: '1',
          unit: 'unit',
          quantity: '1',
          unitPrice: null,
        })}
        onSave={save}
        onDelete={(row) =>
          confirmDelete({ name: row.name, onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Item"
        disabled={disabled}
        switchFromNew
        onEditingChange={editingChanged}
        rowClassName={(row) => (lineMarks(row).check ? 'mise-line-review' : undefined)}
        rowActions={(row, busy) =>
          lineMarks(row).check && !phone ? (
            <Button
              size="small"
              disabled={busy || disabled}
              onClick={() => void markReviewed({ id: row.id })}
            >
              Looks right
            </Button>
          ) : null
        }
      />
      <Subtotal label="Items Subtotal" value={subtotal(items)} />
    </>
  );
}

/** The miscellaneous lines (delivery, service charge): name and Total RM, one row at a time. */
export function ExpenseMiscs({
  expenseId,
  miscs,
  disabled,
  onEditingChange,
}: {
  expenseId: string | null;
  miscs: readonly Misc[];
  disabled: boolean;
  onEditingChange?: (editing: boolean) => void;
}) {
  const M = ExpenseMessages;
  const [add] = useAction(AddExpenseMiscDocument, { success: M.miscSaved });
  const [update] = useAction(UpdateExpenseMiscDocument, { success: M.miscSaved });
  const [remove] = useAction(DeleteExpenseMiscDocument, { success: M.miscDeleted });
  const [confirmDelete, holder] = useConfirmDelete();

  const columns: EditableColumn<Misc, MiscValues>[] = [
    {
      key: 'name',
      title: 'Miscellaneous',
      field: 'name',
      render: (row) => <Name text={row.name} />,
      input: () => <Input aria-label="Miscellaneous" placeholder="e.g. Delivery" />,
      rules: [{ required: true, whitespace: true, message: M.miscBlank }],
    },
    {
      key: 'total',
      title: 'Total (RM)',
      field: 'total',
      align: 'right',
      render: (row) => <Amount value={row.total} />,
      input: () => <MoneyInput aria-label="Total" min="-100000" style={{ width: 130 }} />,
    },
  ];

  const save = (values: MiscValues, row: Misc | null) => {
    const input = { name: values.name.trim(), total: decimalValue(values.total) };
    if (row) return update({ id: row.id, input });
    return expenseId ? add({ expenseId, input }) : Promise.resolve(null);
  };

  return (
    <>
      {holder}
      <EditableTable<Misc, MiscValues>
        rows={miscs}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({ name: row.name, total: row.total })}
        newValues={() => ({ name: '', total: null })}
        onSave={save}
        onDelete={(row) =>
          confirmDelete({ name: row.name, onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Miscellaneous"
        disabled={disabled}
        switchFromNew
        onEditingChange={onEditingChange}
      />
      <Subtotal label="Miscellaneous Subtotal" value={subtotal(miscs)} />
    </>
  );
}
