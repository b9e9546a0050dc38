import { Messages } from '@mise/domain';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CompleteBatchItemsDocument } from '../generated/graphql';
import { debounce } from '../lib/debounce';
import { versionTitle } from '../lib/recipe';
import { useOutletQuery } from '../lib/useOutletQuery';

/** Typing in the picker asks the server after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

export interface PickedBatchItem {
  id: string;
  name: string;
  versionNumber: number;
}

/**
 * A complete batch item of the outlet (catalogue's `completeBatchItems`: ingredients and a
 * portion size, the newest version of each), shown "NAME (v2)" and chosen by typing part of its
 * name. `current` is the row's batch item, so a saved row shows its version even when a newer one
 * exists. An antd Form.Item child (value: the batch item version's id).
 */
export function BatchItemPicker({
  value,
  onChange,
  current,
  id,
  label = 'Batch Ingredient',
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  current?: PickedBatchItem | null;
  id?: string;
  /** The field's accessible name: 'Batch Ingredient' in recipes, 'Batch Item' in production */
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data, loading } = useOutletQuery(CompleteBatchItemsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const found = data?.completeBatchItems ?? [];
  const options = [
    ...(current && !found.some((b) => b.id === current.id) ? [current] : []),
    ...found,
  ].map((b) => ({ value: b.id, label: versionTitle(b.name, b.versionNumber) }));
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: typed }}
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder="Type to search batch items"
      notFoundContent={loading ? 'Searching…' : Messages.empty.noResults}
      style={{ minWidth: 220, width: '100%' }}
    />
  );
}
