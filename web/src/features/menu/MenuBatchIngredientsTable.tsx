import { CatalogueMessages } from '@mise/domain';
import { Amount } from '../../components/Amount';
import { batchRowColumns } from '../../components/BatchItemPicker';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import {
  AddMenuBatchIngredientDocument,
  RemoveMenuBatchIngredientDocument,
  UpdateMenuBatchIngredientDocument,
  type MenuItemDetailFieldsFragment,
} from '../../generated/graphql';
import { domainRule } from '../../lib/form-rules';
import {
  batchRowInput,
  batchRowName,
  validateBatchRow,
  type BatchRowValues,
} from '../../lib/recipe';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';

type MenuBatchIngredient = MenuItemDetailFieldsFragment['batchIngredients'][number];

/**
 * A menu item's batch ingredients (spec 2 §2 "Batch ingredients table": Batch Ingredient with
 * version, Amount in portions, Cost per Portion, Cost per Serving): one row edited at a time, the
 * batch item picked from the complete ones. Every mutation answers the whole menu item, so its
 * cost per serving follows.
 */
export function MenuBatchIngredientsTable({
  item,
  disabled,
}: {
  item: MenuItemDetailFieldsFragment;
  disabled?: boolean;
}) {
  const rows = item.batchIngredients;
  const [add] = useAction(AddMenuBatchIngredientDocument, {
    success: CatalogueMessages.ingredient.batchAdded,
  });
  const [update] = useAction(UpdateMenuBatchIngredientDocument, {
    success: CatalogueMessages.ingredient.batchUpdated,
  });
  const [remove] = useAction(RemoveMenuBatchIngredientDocument, {
    success: CatalogueMessages.ingredient.batchRemoved,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const rowRule = (field: keyof BatchRowValues) =>
    domainRule<BatchRowValues>((values) => validateBatchRow(values, rows), field);

  const columns: EditableColumn<MenuBatchIngredient, BatchRowValues>[] = [
    ...batchRowColumns<MenuBatchIngredient, BatchRowValues>(rowRule),
    {
      key: 'costPerPortion',
      title: 'Cost per Portion (RM)',
      render: (row) => <Amount value={row.costPerPortion} kind="unitCost" />,
      align: 'right',
    },
    {
      key: 'costPerServing',
      title: 'Cost per Serving (RM)',
      render: (row) => <Amount value={row.costPerServing} kind="unitCost" />,
      align: 'right',
    },
  ];

  return (
    <>
      {confirmHolder}
      <EditableTable<MenuBatchIngredient, BatchRowValues>
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({ rowId: row.id, batchItemId: row.batchItemId, amount: row.amount })}
        newValues={() => ({ rowId: null, batchItemId: null, amount: '1' })}
        onSave={(values, row) => {
          const input = batchRowInput(values);
          return row ? update({ id: row.id, input }) : add({ menuItemId: item.id, input });
        }}
        onDelete={(row) =>
          confirmDelete({ name: batchRowName(row), onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Batch Ingredient"
        emptyText="No batch ingredients"
        disabled={disabled}
      />
    </>
  );
}
