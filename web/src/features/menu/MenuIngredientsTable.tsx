import { CatalogueMessages } from '@mise/domain';
import { RecipeIngredientsTable } from '../../components/RecipeIngredientsTable';
import {
  AddMenuIngredientDocument,
  MenuIngredientOptionsDocument,
  RemoveMenuIngredientDocument,
  UpdateMenuIngredientDocument,
  type MenuItemDetailFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';

/**
 * A menu item's recipe ingredients (spec 2 §2 "Ingredients table"): the shared recipe table with
 * the cost per serving of each row.
 */
export function MenuIngredientsTable({
  item,
  disabled,
}: {
  item: MenuItemDetailFieldsFragment;
  disabled?: boolean;
}) {
  const [add] = useAction(AddMenuIngredientDocument, {
    success: CatalogueMessages.ingredient.added,
    refetchQueries: [MenuIngredientOptionsDocument],
  });
  const [update] = useAction(UpdateMenuIngredientDocument, {
    success: CatalogueMessages.ingredient.updated,
  });
  const [remove] = useAction(RemoveMenuIngredientDocument, {
    success: CatalogueMessages.ingredient.removed,
  });
  return (
    <RecipeIngredientsTable
      rows={item.ingredients}
      costTitle="Cost per Serving (RM)"
      cost={(row) => row.costPerServing}
      onSave={(input, row) =>
        row ? update({ id: row.id, input }) : add({ menuItemId: item.id, input })
      }
      onRemove={(row) => remove({ id: row.id })}
      disabled={disabled}
    />
  );
}
