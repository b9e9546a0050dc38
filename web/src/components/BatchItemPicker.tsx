import { Messages } from '@mise/domain';
import { Select, type FormRule } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CompleteBatchItemsDocument } from '../generated/graphql';
import { debounce } from '../lib/debounce';
import { batchRowName, type BatchRowValues, versionTitle } from '../lib/recipe';
import { Amount, QuantityInput } from './Amount';
import type { EditableColumn } from './EditableTable';
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

/**
 * The two leading columns of a recipe's batch rows (menu item and variant): the batch item
 * version ("NAME (v2)", picked from the complete ones) and the amount in portions.
 */
export function batchRowColumns<
  Row extends { amount: string; batchItem?: PickedBatchItem | null },
  Values extends BatchRowValues,
>(rule: (field: 'batchItemId' | 'amount') => FormRule): EditableColumn<Row, Values>[] {
  return [
    {
      key: 'batchItem',
      title: 'Batch Ingredient',
      render: batchRowName,
      field: 'batchItemId',
      input: (row) => <BatchItemPicker current={row?.batchItem} />,
      rules: [rule('batchItemId')],
      width: 260,
    },
    {
      key: 'amount',
      title: 'Amount (portions)',
      render: (row) => <Amount value={row.amount} kind="quantity" />,
      field: 'amount',
      input: () => <QuantityInput aria-label="Amount (portions)" min="0" />,
      rules: [rule('amount')],
      align: 'right',
      width: 160,
    },
  ];
}
