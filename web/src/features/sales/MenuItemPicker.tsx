import { Messages } from '@mise/domain';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { SaleMenuItemsDocument } from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { versionTitle } from '../../lib/recipe';
import { useOutletQuery } from '../../lib/useOutletQuery';

/** Typing in the picker asks the server after this quiet time. */
const PICKER_DEBOUNCE_MS = 300;

export interface PickedMenuItem {
  id: string;
  name: string;
  versionNumber: number;
  price?: string | null;
}

/**
 * A menu item of the outlet (catalogue's `menuItems`, the newest version of each), shown
 * "NAME (v2)" and chosen by typing part of its name; the value is the version's id (what sales
 * wants). `current` keeps a saved line's version listed; `onFound` hands the listed items (and
 * their menu prices) to the form.
 */
export function MenuItemPicker({
  value,
  onChange,
  current,
  onFound,
  id,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  current?: PickedMenuItem | null;
  onFound?: (items: readonly PickedMenuItem[]) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, PICKER_DEBOUNCE_MS), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data, loading } = useOutletQuery(SaleMenuItemsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const found = useMemo(() => data?.menuItems.nodes ?? [], [data]);
  useEffect(() => onFound?.(found), [found, onFound]);
  const options = [
    ...(current && !found.some((m) => m.id === current.id) ? [current] : []),
    ...found,
  ].map((m) => ({ value: m.id, label: versionTitle(m.name, m.versionNumber) }));
  return (
    <Select
      id={id}
      aria-label="Menu Item"
      showSearch={{ filterOption: false, onSearch: typed }}
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      placeholder="Type to search menu items"
      notFoundContent={loading ? 'Searching…' : Messages.empty.noResults}
      style={{ minWidth: 220, width: '100%' }}
    />
  );
}
