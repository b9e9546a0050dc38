import {
  CatalogueMessages,
  DEFAULT_UNIT,
  SEARCH_DEBOUNCE_MS,
  catalogueName,
  checkAmount,
  effectiveUnitCost,
  numberOrZero,
  unitCostEditable,
  type UnitCostSource,
} from '@mise/domain';
import { useApolloClient } from '@apollo/client/react';
import { AutoComplete, Flex, Form, Select, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../core/apollo';
import { feedback } from '../core/feedback';
import {
  CreateIngredientDocument,
  MenuIngredientOptionsDocument,
  UnitsOfMeasureDocument,
  type MenuIngredientOptionsQuery,
} from '../generated/graphql';
import { debounce } from '../lib/debounce';
import { matchByName, usedByAnotherRow } from '../lib/recipe';
import { useConfirmDelete } from '../lib/useConfirmDelete';
import { useOutletQuery } from '../lib/useOutletQuery';
import { Amount, QuantityInput, UnitCostInput } from './Amount';
import { EditableTable, type EditableColumn } from './EditableTable';
import { UnitCostWithSource } from './NoPurchasePrice';

type IngredientOption = MenuIngredientOptionsQuery['ingredients']['nodes'][number];

/** A saved recipe row (a menu item's or a batch item's ingredient) as the table shows it. */
export interface RecipeIngredient {
  id: string;
  ingredientId: string;
  ingredient?: IngredientOption | null;
  amount: string;
  defaultUnitCost: string;
  unitCost: string;
  /** The unit cost rule's branch: DEFAULT and NONE show "no purchase price yet". */
  unitCostSource: UnitCostSource;
  costEditable: boolean;
}

/** What a saved row sends (the recipe's own mutation takes it as its input). */
export interface RecipeIngredientInput {
  ingredientId: string;
  amount: string;
  defaultUnitCost: string;
}

/** The ingredient cell while editing: the typed name, the unit of a new one, the known match. */
export interface IngredientChoice {
  name: string;
  unit: string;
  option: IngredientOption | null;
}

interface IngredientRowValues {
  /** The edited row (null: a new one), for the same-ingredient rule. */
  rowId: string | null;
  ingredient: IngredientChoice;
  amount: string | null;
  defaultUnitCost: string | null;
}

const fail = (message: string) => Promise.reject(new Error(message));

/**
 * A recipe's ingredients (spec 2 §2 "Ingredients table"; the menu item's and the batch item's):
 * one row edited at a time, Add opens a new row in edit mode. The ingredient is picked by name
 * from inventory's ingredients (autocomplete); a name inventory does not know is created there
 * with the unit chosen. The cost per unit is editable only while the ingredient has no purchase
 * price (`costEditable`); a line no purchase costs says so ("no purchase price yet", with links to
 * record an expense or opening stock). `onSave` / `onRemove` run the recipe's own mutations (`useAction`).
 */
export function RecipeIngredientsTable<Row extends RecipeIngredient>({
  rows,
  costTitle,
  cost,
  onSave,
  onRemove,
  disabled,
}: {
  rows: readonly Row[];
  /** The last column: 'Cost per Serving (RM)' (menu), 'Cost (RM)' (batch). */
  costTitle: string;
  cost: (row: Row) => string;
  onSave: (input: RecipeIngredientInput, row: Row | null) => Promise<unknown>;
  onRemove: (row: Row) => Promise<unknown>;
  disabled?: boolean;
}) {
  const resolve = useIngredientResolver();
  const [confirmDelete, confirmHolder] = useConfirmDelete();

  const save = async (values: IngredientRowValues, row: Row | null) => {
    const ingredientId = await resolve(values.ingredient);
    if (!ingredientId) return null;
    if (usedByAnotherRow(rows, ingredientId, row?.id ?? null)) {
      feedback.showError(CatalogueMessages.ingredient.same);
      return null;
    }
    const input = {
      ingredientId,
      amount: numberOrZero(values.amount),
      defaultUnitCost: numberOrZero(values.defaultUnitCost ?? row?.defaultUnitCost),
    };
    return onSave(input, row);
  };

  const columns: EditableColumn<Row, IngredientRowValues>[] = [
    {
      key: 'ingredient',
      title: 'Ingredient',
      render: (row) => row.ingredient?.name ?? '-',
      field: 'ingredient',
      input: () => <IngredientNamePicker />,
      rules: [
        ({ getFieldValue }) => ({
          validator: (_rule, value: IngredientChoice | undefined) => {
            if (!catalogueName(value?.name)) return fail(CatalogueMessages.ingredient.select);
            const rowId = getFieldValue('rowId') as string | null;
            if (value?.option && usedByAnotherRow(rows, value.option.id, rowId)) {
              return fail(CatalogueMessages.ingredient.same);
            }
            return Promise.resolve();
          },
        }),
      ],
      width: 260,
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (row) => (
        <span className="mise-amount">
          <Amount value={row.amount} kind="quantity" /> {row.ingredient?.unit ?? ''}
        </span>
      ),
      field: 'amount',
      input: () => <AmountWithUnit />,
      rules: [
        {
          validator: (_rule, value: string | null | undefined) =>
            checkAmount(numberOrZero(value))
              ? Promise.resolve()
              : fail(CatalogueMessages.ingredient.amountInvalid),
        },
      ],
      align: 'right',
      width: 160,
    },
    {
      key: 'unitCost',
      title: 'Cost per Unit (RM)',
      render: (row) => (
        <UnitCostWithSource
          unitCost={row.unitCost}
          source={row.unitCostSource}
          ingredientId={row.ingredientId}
        />
      ),
      field: 'defaultUnitCost',
      input: (row) => <UnitCostCell row={row} />,
      align: 'right',
      width: 170,
    },
    {
      key: 'cost',
      title: costTitle,
      render: (row) => <Amount value={cost(row)} kind="unitCost" />,
      align: 'right',
    },
  ];

  return (
    <>
      {confirmHolder}
      <EditableTable<Row, IngredientRowValues>
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({
          rowId: row.id,
          ingredient: {
            name: row.ingredient?.name ?? '',
            unit: row.ingredient?.unit ?? DEFAULT_UNIT,
            option: row.ingredient ?? null,
          },
          amount: row.amount,
          defaultUnitCost: row.defaultUnitCost,
        })}
        newValues={() => ({
          rowId: null,
          ingredient: { name: '', unit: DEFAULT_UNIT, option: null },
          amount: null,
          defaultUnitCost: '0',
        })}
        onSave={save}
        onDelete={(row) =>
          confirmDelete({
            name: row.ingredient?.name ?? 'this ingredient',
            onConfirm: () => onRemove(row),
          })
        }
        addLabel="Add Ingredient"
        emptyText="No ingredients yet"
        disabled={disabled}
      />
    </>
  );
}

/**
 * The ingredient's id for a choice: the known one, one inventory already has under that name
 * (whatever its case), or a new ingredient created there with the chosen unit. Null after telling
 * the user why not ('No ingredient name', 'Unable to create ingredient. {message}').
 */
function useIngredientResolver() {
  const client = useApolloClient();
  return useCallback(
    async (choice: IngredientChoice): Promise<string | null> => {
      if (choice.option) return choice.option.id;
      const name = catalogueName(choice.name);
      if (!name) {
        feedback.showError(CatalogueMessages.ingredient.noName);
        return null;
      }
      try {
        const known = await client.query({
          query: MenuIngredientOptionsDocument,
          variables: { search: name },
          fetchPolicy: 'network-only',
          context: { quiet: true },
        });
        const match = matchByName(known.data?.ingredients.nodes ?? [], name);
        if (match) return match.id;
        const created = await client.mutate({
          mutation: CreateIngredientDocument,
          variables: { input: { name, unit: choice.unit || DEFAULT_UNIT } },
          context: { quiet: true },
        });
        const id = created.data?.createIngredient.id;
        if (!id) throw new Error('No answer');
        return id;
      } catch (error) {
        feedback.showError(CatalogueMessages.ingredient.createFailed(errorMessage(error)));
        return null;
      }
    },
    [client],
  );
}

/**
 * Picks an ingredient by name: inventory's ingredients (the first 100 by name, narrowed by the
 * server after the spec's 2 s pause) filter as you type; a name no ingredient has asks for the
 * unit of the new one. An antd Form.Item child.
 */
function IngredientNamePicker({
  value,
  onChange,
  id,
}: {
  value?: IngredientChoice;
  onChange?: (value: IngredientChoice) => void;
  id?: string;
}) {
  const [search, setSearch] = useState<string | null>(null);
  const typed = useMemo(
    () =>
      debounce((text: string) => setSearch(catalogueName(text) || null), SEARCH_DEBOUNCE_MS.short),
    [],
  );
  useEffect(() => () => typed.cancel(), [typed]);
  const { data, loading } = useOutletQuery(MenuIngredientOptionsDocument, {
    variables: { search },
  });
  const { data: units } = useOutletQuery(UnitsOfMeasureDocument);
  const known = useMemo(() => data?.ingredients.nodes ?? [], [data]);
  const name = value?.name ?? '';
  const key = catalogueName(name);

  const choose = (text: string) => {
    typed(text);
    const option = matchByName(known, text);
    onChange?.({ name: text, unit: option?.unit ?? value?.unit ?? DEFAULT_UNIT, option });
  };
  // A name typed before the server's answer arrived may match once it has.
  useEffect(() => {
    if (!value || value.option) return;
    const option = matchByName(known, value.name);
    if (option) onChange?.({ ...value, unit: option.unit, option });
  }, [known, value, onChange]);

  const options = known
    .filter((option) => option.name.includes(key))
    .map((option) => ({ value: option.name, label: `${option.name} (${option.unit})` }));
  const isNew = key !== '' && !value?.option;
  return (
    <Flex vertical gap={4}>
      <AutoComplete
        id={id}
        value={name}
        onChange={choose}
        options={options}
        placeholder="Type an ingredient"
        showSearch={{ filterOption: false }}
        notFoundContent={loading ? 'Searching…' : null}
        aria-label="Ingredient"
        style={{ minWidth: 200 }}
      />
      {isNew && (
        <Flex gap={4} align="center">
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            New, in
          </Typography.Text>
          <Select
            aria-label="Unit of the new ingredient"
            size="small"
            showSearch={{ optionFilterProp: 'label' }}
            value={value?.unit ?? DEFAULT_UNIT}
            onChange={(unit: string) => value && onChange?.({ ...value, unit })}
            options={(units?.unitsOfMeasure ?? []).map((u) => ({
              value: u.unit,
              label: `${u.name} (${u.unit})`,
            }))}
            popupMatchSelectWidth={false}
            style={{ flex: 1 }}
          />
        </Flex>
      )}
    </Flex>
  );
}

/** The amount typed with the unit of the chosen ingredient after it. */
function AmountWithUnit(props: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  const form = Form.useFormInstance<IngredientRowValues>();
  const choice = Form.useWatch('ingredient', form) as IngredientChoice | undefined;
  return <QuantityInput {...props} aria-label="Amount" suffix={choice?.unit ?? ''} min="0" />;
}

/**
 * The cost per unit while editing: the default unit cost is typed only while the ingredient has no
 * purchase price (a new one never has); otherwise the price inventory gives is shown.
 */
function UnitCostCell({
  row,
  ...props
}: {
  row: RecipeIngredient | null;
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  const form = Form.useFormInstance<IngredientRowValues>();
  const choice = Form.useWatch('ingredient', form) as IngredientChoice | undefined;
  const option = choice?.option ?? null;
  const sameAsSaved = row && option?.id === row.ingredientId;
  const editable = sameAsSaved ? row.costEditable : !option || unitCostEditable(option);
  if (editable) return <UnitCostInput {...props} aria-label="Cost per Unit" min="0" />;
  const price = option ? effectiveUnitCost({ ...option, defaultUnitCost: '0' }) : null;
  return <Amount value={sameAsSaved ? row.unitCost : price} kind="unitCost" />;
}
