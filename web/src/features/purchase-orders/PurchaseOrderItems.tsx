import { PurchaseOrderMessages, upperName } from '@mise/domain';
import { AutoComplete, Form, Input } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Amount, QuantityInput } from '../../components/Amount';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import { Name } from '../../components/Name';
import {
  AddPurchaseOrderItemDocument,
  DeletePurchaseOrderItemDocument,
  PurchaseOrderIngredientOptionsDocument,
  PurchaseOrderInventoryOptionsDocument,
  UpdatePurchaseOrderItemDocument,
  type PurchaseOrderItemFieldsFragment,
} from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  ingredientFill,
  inventorySuggestions,
  quantityValue,
  type KnownIngredient,
} from './purchase-orders';

type Item = PurchaseOrderItemFieldsFragment;

interface ItemValues {
  inventoryName: string;
  ingredientName: string;
  unit: string;
  quantity: string | null;
  cost: string;
}

/** Typing in an autocomplete asks the server after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

/** A search box's text, asked of the server after a short quiet time. */
function useTypedSearch(): [string, (text: string) => void] {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  return [search, typed];
}

/**
 * Inventory (autocomplete of inventory's `inventoryItems(search)`, first 100): names already in
 * this PO are left out; choosing one fills its ingredient, unit and cost (spec 3 §5.3).
 */
function InventoryInput({
  value,
  onChange,
  used,
  own,
  remember,
}: {
  value?: string;
  onChange?: (value: string) => void;
  used: readonly string[];
  own: string | null;
  remember: (ingredients: readonly KnownIngredient[]) => void;
}) {
  const form = Form.useFormInstance<ItemValues>();
  const [search, typed] = useTypedSearch();
  const { data } = useOutletQuery(PurchaseOrderInventoryOptionsDocument, {
    variables: { search: search || null },
  });
  const found = useMemo(
    () => inventorySuggestions(data?.inventoryItems.nodes ?? [], used, own),
    [data, used, own],
  );
  useEffect(
    () => remember(found.flatMap((item) => (item.ingredient ? [item.ingredient] : []))),
    [found, remember],
  );
  return (
    <AutoComplete
      aria-label="Inventory"
      value={value}
      options={found.map((item) => ({ value: item.name, label: item.name }))}
      onSearch={typed}
      onChange={(text: string) => onChange?.(text)}
      onSelect={(name: string) => {
        const ingredient = found.find((item) => item.name === name)?.ingredient;
        if (ingredient) {
          form.setFieldsValue({
            ingredientName: ingredient.name,
            unit: ingredient.unit,
            cost: ingredient.averagePrice,
          });
          void form.validateFields(['ingredientName']).catch(() => undefined);
        }
      }}
      placeholder="Inventory"
      style={{ minWidth: 180, width: '100%' }}
    />
  );
}

/**
 * Ingredient (autocomplete of inventory's `ingredients(search)`, first 100): a known one fills
 * its unit and its average price as the cost; a new name gives unit 'unit' and cost 0.
 */
function IngredientInput({
  value,
  onChange,
  remember,
  known,
}: {
  value?: string;
  onChange?: (value: string) => void;
  remember: (ingredients: readonly KnownIngredient[]) => void;
  known: readonly KnownIngredient[];
}) {
  const form = Form.useFormInstance<ItemValues>();
  const [search, typed] = useTypedSearch();
  const { data } = useOutletQuery(PurchaseOrderIngredientOptionsDocument, {
    variables: { search: search || null },
  });
  const found = useMemo(() => data?.ingredients.nodes ?? [], [data]);
  useEffect(() => remember(found), [found, remember]);
  const change = (text: string) => {
    onChange?.(text);
    const fill = ingredientFill(text, [...found, ...known]);
    form.setFieldsValue({ unit: fill.unit, cost: fill.cost });
  };
  return (
    <AutoComplete
      aria-label="Ingredient"
      value={value}
      options={found.map((i) => ({ value: i.name, label: `${i.name} (${i.unit})` }))}
      onSearch={typed}
      onChange={change}
      placeholder="Ingredient"
      style={{ minWidth: 160, width: '100%' }}
    />
  );
}

/** The unit: the known ingredient's (read-only), or editable for a new ingredient ('unit'). */
function UnitInput({
  value,
  onChange,
  known,
}: {
  value?: string;
  onChange?: (value: string) => void;
  known: readonly KnownIngredient[];
}) {
  const ingredient = Form.useWatch('ingredientName') as string | undefined;
  const locked = known.some((i) => i.name === upperName(ingredient ?? ''));
  return (
    <Input
      aria-label="Unit"
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={locked}
      style={{ width: 90 }}
    />
  );
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
  const [known, setKnown] = useState<readonly KnownIngredient[]>([]);
  const remember = useCallback((more: readonly KnownIngredient[]) => {
    setKnown((current) => {
      const names = new Set(current.map((i) => i.name));
      const fresh = more.filter((i) => !names.has(i.name));
      return fresh.length ? [...current, ...fresh] : current;
    });
  }, []);
  const used = useMemo(() => items.map((i) => i.inventoryName), [items]);

  const columns: EditableColumn<Item, ItemValues>[] = [
    {
      key: 'inventory',
      title: 'Inventory',
      field: 'inventoryName',
      render: (row) => <Name text={row.inventoryName} />,
      input: (row) => (
        <InventoryInput used={used} own={row?.inventoryName ?? null} remember={remember} />
      ),
      rules: [{ required: true, whitespace: true, message: M.inventoryBlank }],
    },
    {
      key: 'ingredient',
      title: 'Ingredient',
      field: 'ingredientName',
      render: (row) => <Name text={row.ingredientName} />,
      input: () => <IngredientInput remember={remember} known={known} />,
      rules: [{ required: true, whitespace: true, message: M.ingredientBlank }],
    },
    {
      key: 'unit',
      title: 'Unit',
      field: 'unit',
      render: (row) => row.unit,
      input: () => <UnitInput known={known} />,
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
