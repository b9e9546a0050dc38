import { Messages } from '@mise/domain';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { IngredientOptionsDocument } from '../generated/graphql';
import { debounce } from '../lib/debounce';
import { useOutletQuery } from '../lib/useOutletQuery';

/** Typing in the picker asks the server after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

export interface PickedIngredient {
  id: string;
  name: string;
  unit: string;
}

/**
 * An ingredient of the outlet chosen by typing part of its name (inventory's `ingredients(search)`,
 * by name). `current` is the row's ingredient, so a saved row shows its name before any search;
 * `open: false` (a closed modal) asks the server nothing.
 */
export function IngredientPicker({
  value,
  onChange,
  current,
  open = true,
  id,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  current?: PickedIngredient | null;
  open?: boolean;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data, loading } = useOutletQuery(IngredientOptionsDocument, {
    variables: { search: search || null },
    skip: !open,
  });
  const found = data?.ingredients.nodes ?? [];
  const options = [
    ...(current && !found.some((i) => i.id === current.id) ? [current] : []),
    ...found,
  ].map((i) => ({ value: i.id, label: `${i.name} (${i.unit})` }));
  return (
    <Select
      id={id}
      aria-label="Ingredient"
      showSearch={{ filterOption: false, onSearch: typed }}
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder="Type to search ingredients"
      notFoundContent={loading ? 'Searching…' : Messages.empty.noResults}
      style={{ minWidth: 220, width: '100%' }}
    />
  );
}
