import { upperName } from '@mise/domain';
import { AutoComplete, Form, Input } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  LineIngredientOptionsDocument,
  LineInventoryOptionsDocument,
  type LineInventoryOptionsQuery,
} from '../generated/graphql';
import { debounce } from '../lib/debounce';
import type { KnownIngredient } from '../lib/known-ingredients';
import { useOutletQuery } from '../lib/useOutletQuery';

/**
 * The pickers of a document's lines (expense items, purchase order items): an inventory item, its
 * ingredient and the unit, each an autocomplete over inventory's lists (first 100 matches).
 * Names chosen or typed are remembered (`useKnownIngredients`) so the unit of a known ingredient
 * is read-only: inventory keeps one unit per ingredient.
 */

export type InventoryOption = LineInventoryOptionsQuery['inventoryItems']['nodes'][number];

/** Typing in a picker asks the server after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

/** A search box's text, asked of the server after a short quiet time. */
function useTypedSearch(): [string, (text: string) => void] {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  return [search, typed];
}

/** The ingredients the line's pickers have seen, and how they tell it of more. */
export function useKnownIngredients(): [
  readonly KnownIngredient[],
  (more: readonly KnownIngredient[]) => void,
] {
  const [known, setKnown] = useState<readonly KnownIngredient[]>([]);
  const remember = useCallback((more: readonly KnownIngredient[]) => {
    setKnown((current) => {
      const names = new Set(current.map((i) => i.name));
      const fresh = more.filter((i) => !names.has(i.name));
      return fresh.length ? [...current, ...fresh] : current;
    });
  }, []);
  return [known, remember];
}

/** Row fields to set (name → value) in the row's form. */
type Fields = Record<string, unknown>;

/**
 * Inventory: choosing an item sets the row's fields `fill` makes of its ingredient, then checks
 * the `validate` ones again.
 */
export function InventoryPicker({
  value,
  onChange,
  remember,
  fill,
  validate = [],
  filter = (items) => items,
}: {
  value?: string;
  onChange?: (value: string) => void;
  remember: (ingredients: readonly KnownIngredient[]) => void;
  fill: (ingredient: KnownIngredient) => Fields;
  validate?: string[];
  /** e.g. leave out the names other lines of the document use */
  filter?: (items: readonly InventoryOption[]) => readonly InventoryOption[];
}) {
  const form = Form.useFormInstance();
  const [search, typed] = useTypedSearch();
  const { data } = useOutletQuery(LineInventoryOptionsDocument, {
    variables: { search: search || null },
  });
  const found = useMemo(() => filter(data?.inventoryItems.nodes ?? []), [data, filter]);
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
          form.setFieldsValue(fill(ingredient));
          void form.validateFields(validate).catch(() => undefined);
        }
      }}
      placeholder="Inventory"
      style={{ minWidth: 180, width: '100%' }}
    />
  );
}

/**
 * Ingredient: on every change (typed or chosen) the row's fields `fill` makes of the text and the
 * ingredients seen (null: none) are set.
 */
export function IngredientPicker({
  value,
  onChange,
  remember,
  known,
  fill,
}: {
  value?: string;
  onChange?: (value: string) => void;
  remember: (ingredients: readonly KnownIngredient[]) => void;
  known: readonly KnownIngredient[];
  fill: (text: string, seen: readonly KnownIngredient[]) => Fields | null;
}) {
  const form = Form.useFormInstance();
  const [search, typed] = useTypedSearch();
  const { data } = useOutletQuery(LineIngredientOptionsDocument, {
    variables: { search: search || null },
  });
  const found = useMemo(() => data?.ingredients.nodes ?? [], [data]);
  useEffect(() => remember(found), [found, remember]);
  return (
    <AutoComplete
      aria-label="Ingredient"
      value={value}
      options={found.map((i) => ({ value: i.name, label: `${i.name} (${i.unit})` }))}
      onSearch={typed}
      onChange={(text: string) => {
        onChange?.(text);
        const fields = fill(text, [...found, ...known]);
        if (fields) form.setFieldsValue(fields);
      }}
      placeholder="Ingredient"
      style={{ minWidth: 160, width: '100%' }}
    />
  );
}

/** The unit: a known ingredient's (read-only: inventory refuses another), else typed. */
export function UnitPicker({
  value,
  onChange,
  known,
  ingredientField,
}: {
  value?: string;
  onChange?: (value: string) => void;
  known: readonly KnownIngredient[];
  /** the row's field holding the ingredient's name */
  ingredientField: string;
}) {
  const ingredient = Form.useWatch(ingredientField) as string | undefined;
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
