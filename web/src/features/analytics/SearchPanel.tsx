import { Messages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Checkbox, Input, List, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { AnalyticsSearchDocument } from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  ALL_KINDS,
  SEARCH_KINDS,
  searchGroups,
  selectionKey,
  type ItemKind,
  type Selected,
} from './analytics';

/**
 * The search panel (spec 2 §2): Inventory, Ingredient, Menu and Batch checkboxes (all on), the
 * results grouped by type (menu and batch de-duplicated by menuId / batchId), 'No results'; a
 * click adds the result to the selection. The query waits 4 s after typing (spec 9), Enter
 * sends it at once.
 */
export function SearchPanel({
  selected,
  onAdd,
}: {
  selected: readonly Selected[];
  onAdd: (item: Selected) => void;
}) {
  const [kinds, setKinds] = useState<ItemKind[]>([...ALL_KINDS]);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const send = useMemo(() => debounce((t: string) => setText(t), SEARCH_DEBOUNCE_MS.long), []);
  useEffect(() => () => send.cancel(), [send]);

  const stockKinds = kinds.filter((k) => k === 'INVENTORY' || k === 'INGREDIENT');
  const { data, loading } = useOutletQuery(AnalyticsSearchDocument, {
    variables: {
      text,
      stockKinds,
      stock: stockKinds.length > 0,
      menu: kinds.includes('MENU'),
      batch: kinds.includes('BATCH'),
    },
    skip: !text.trim() || kinds.length === 0,
  });
  const groups = useMemo(
    () =>
      searchGroups(kinds, {
        stock: data?.analyticsSearch,
        menus: data?.menuItems?.nodes,
        batches: data?.batchItems?.nodes,
      }),
    [kinds, data],
  );
  const chosen = new Set(selected.map(selectionKey));

  return (
    <section className="mise-card mise-analytics-search" aria-label="Search">
      <Input.Search
        allowClear
        placeholder="Search inventory, ingredients, menu and batch items"
        aria-label="Search items"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          send(e.target.value);
        }}
        onSearch={(value) => {
          send(value);
          send.flush();
        }}
      />
      <Checkbox.Group<ItemKind>
        className="mise-analytics-kinds"
        value={kinds}
        onChange={(next) => setKinds(ALL_KINDS.filter((k) => next.includes(k)))}
        options={SEARCH_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
      />
      {!text.trim() ? (
        <Typography.Text type="secondary">
          Type a name to find items to compare; click one to add it.
        </Typography.Text>
      ) : loading && !data ? (
        <Spin />
      ) : groups.length === 0 ? (
        <EmptyState text={Messages.empty.noResults} />
      ) : (
        <div className="mise-analytics-results" data-testid="search-results">
          {groups.map((group) => (
            <div key={group.kind} aria-label={group.label} role="group">
              <Typography.Text strong>{group.label}</Typography.Text>
              <List
                size="small"
                dataSource={group.items}
                rowKey={(item) => selectionKey(item)}
                renderItem={(item) => {
                  const added = chosen.has(selectionKey(item));
                  return (
                    <List.Item
                      className={added ? 'is-added' : 'is-clickable'}
                      onClick={() => onAdd(item)}
                      role="button"
                      aria-label={`Add ${item.name}`}
                      tabIndex={0}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') onAdd(item);
                      }}
                    >
                      <span className="mise-analytics-result-name">{item.name}</span>
                      {added && <Typography.Text type="secondary">Added</Typography.Text>}
                    </List.Item>
                  );
                }}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
