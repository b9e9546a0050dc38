import { PurchaseOrderMessages } from '@mise/domain';
import { useMemo } from 'react';
import { Amount, QuantityInput } from '../../components/Amount';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import {
  IngredientPicker,
  InventoryPicker,
  UnitPicker,
  useKnownIngredients,
} from '../../components/LinePickers';
import { Name } from '../../components/Name';
import {
  AddPurchaseOrderItemDocument,
  DeletePurchaseOrderItemDocument,
  UpdatePurchaseOrderItemDocument,
  type PurchaseOrderItemFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { ingredientFill, inventorySuggestions, quantityValue } from './purchase-orders';

type Item = PurchaseOrderItemFieldsFragment;

interface ItemValues {
  inventoryName: string;
  ingredientName: string;
  unit: string;
  quantity: string | null;
  cost: string;
}

/** The cost per unit the ingredient gives, shown while editing (it is not typed). */
function CostShown({ value }: { value?: string }) {
  return <Amount value={value ?? '0'} kind="unitCost" />;
}

/**
 * A draft PO's items (spec 3 §2.3, §4.2, §5.3): one row edited at a time (a new unsaved row is
 * dropped when another is chosen), Inventory and Ingredient autocompletes and Quantity; read mode
 * shows the ingredient, cost per unit, past item price (always N/A) and the expected total
 * (cost × amount × quantity, the server's `total`).
 */
export function PurchaseOrderItems({
  purchaseOrderId,
  items,
  onEditingChange,
  disabled,
}: {
  purchaseOrderId: string;
  items: readonly Item[];
  onEditingChange: (editing: boolean) => void;
  disabled?: boolean;
}) {
  const M = PurchaseOrderMessages;
  const [add] = useAction(AddPurchaseOrderItemDocument, { success: M.itemSaved });
  const [update] = useAction(UpdatePurchaseOrderItemDocument, { success: M.itemSaved });
  const [remove] = useAction(DeletePurchaseOrderItemDocument, { success: M.itemDeleted });
  const [confirmDelete, holder] = useConfirmDelete();
  const [known, remember] = useKnownIngredients();
  const used = useMemo(() => items.map((i) => i.inventoryName), [items]);

  const columns: EditableColumn<Item, ItemValues>[] = [
    {
      key: 'inventory',
      title: 'Inventory',
      field: 'inventoryName',
      render: (row) => <Name text={row.inventoryName} />,
      // names already in this PO are left out; choosing one fills its ingredient, unit and cost
      input: (row) => (
        <InventoryPicker
          remember={remember}
          filter={(found) => inventorySuggestions(found, used, row?.inventoryName ?? null)}
          fill={(i) => ({ ingredientName: i.name, unit: i.unit, cost: i.averagePrice })}
          validate={['ingredientName']}
        />
      ),
      rules: [{ required: true, whitespace: true, message: M.inventoryBlank }],
    },
    {
      key: 'ingredient',
      title: 'Ingredient',
      field: 'ingredientName',
      render: (row) => <Name text={row.ingredientName} />,
      // a known ingredient fills its unit and average price as the cost; a new name 'unit' and 0
      input: () => (
        <IngredientPicker
          remember={remember}
          known={known}
          fill={(text, seen) => {
            const found = ingredientFill(text, seen);
            return { unit: found.unit, cost: found.cost };
          }}
        />
      ),
      rules: [{ required: true, whitespace: true, message: M.ingredientBlank }],
    },
    {
      key: 'unit',
      title: 'Unit',
      field: 'unit',
      render: (row) => row.unit,
      input: () => <UnitPicker known={known} ingredientField="ingredientName" />,
    },
    {
      key: 'quantity',
      title: 'Quantity',
      field: 'quantity',
      align: 'right',
      render: (row) => <Amount value={row.quantity} kind="quantity" />,
      input: () => <QuantityInput aria-label="Quantity" min="0" style={{ width: 110 }} />,
      rules: [{ required: true, message: M.quantityBlank }],
    },
    {
      key: 'cost',
      title: 'Cost Per Unit (RM)',
      field: 'cost',
      align: 'right',
      render: (row) => <Amount value={row.cost} kind="unitCost" />,
      input: () => <CostShown />,
    },
    { key: 'past', title: 'Past Item Price', render: () => 'N/A' },
    {
      key: 'total',
      title: 'Expected Total (RM)',
      align: 'right',
      render: (row) => <Amount value={row.total} />,
    },
  ];

  const save = (values: ItemValues, row: Item | null) => {
    const input = {
      inventoryName: values.inventoryName.trim(),
      ingredientName: values.ingredientName.trim(),
      unit: values.unit?.trim() || 'unit',
      quantity: quantityValue(values.quantity),
      cost: values.cost || '0',
      ...(row ? { amount: row.amount } : {}),
    };
    return row ? update({ id: row.id, input }) : add({ purchaseOrderId, input });
  };

  return (
    <>
      {holder}
      <EditableTable<Item, ItemValues>
        rows={items}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({
          inventoryName: row.inventoryName,
          ingredientName: row.ingredientName,
          unit: row.unit,
          quantity: row.quantity,
          cost: row.cost,
        })}
        newValues={() => ({ inventoryName: '', ingredientName: '', unit: 'unit', cost: '0' })}
        onSave={save}
        onDelete={(row) =>
          confirmDelete({ name: row.inventoryName, onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Item"
        emptyText={M.noItems}
        disabled={disabled}
        switchFromNew
        saveDisabled={(values) =>
          !values.inventoryName?.trim() ||
          !values.ingredientName?.trim() ||
          values.quantity === null ||
          values.quantity === undefined ||
          values.quantity === ''
        }
        onEditingChange={onEditingChange}
      />
    </>
  );
}
