import { Button } from 'antd';
import type { ComponentType } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { selectionKey, type ItemKind, type Selected } from './analytics';
import { BatchCard, IngredientCard, MenuCard } from './UsageCards';

type Card = ComponentType<{ item: Selected; from: string; to: string; onRemove: () => void }>;

/** The usage panel's sections, in the spec's order, with their empty texts. */
export const USAGE_SECTIONS: readonly {
  kind: ItemKind;
  title: string;
  empty: string;
  Card: Card;
}[] = [
  { kind: 'MENU', title: 'Menu Item', empty: 'No menu items selected', Card: MenuCard },
  {
    kind: 'INGREDIENT',
    title: 'Ingredient Usage',
    empty: 'No ingredients selected',
    Card: IngredientCard,
  },
  { kind: 'BATCH', title: 'Batch Usage', empty: 'No batch items selected', Card: BatchCard },
];

/**
 * The usage panel (spec 2 §2): Menu Item, Ingredient Usage and Batch Usage, each with its cards,
 * 'Clear all selection' and its empty text. Inventory items are compared in the trend only.
 */
export function UsagePanel({
  from,
  to,
  selected,
  onRemove,
  onClear,
}: {
  from: string;
  to: string;
  selected: readonly Selected[];
  onRemove: (key: string) => void;
  onClear: (kind: ItemKind) => void;
}) {
  return (
    <div className="mise-analytics-usage">
      {USAGE_SECTIONS.map(({ kind, title, empty, Card }) => {
        const items = selected.filter((s) => s.kind === kind);
        return (
          <section key={kind} className="mise-card" aria-label={title}>
            <div className="mise-analytics-head">
              <h4 className="mise-card-title">{title}</h4>
              <Button
                type="link"
                size="small"
                disabled={items.length === 0}
                onClick={() => onClear(kind)}
              >
                Clear all selection
              </Button>
            </div>
            {items.length === 0 ? (
              <EmptyState text={empty} />
            ) : (
              <div className="mise-analytics-cards">
                {items.map((item) => (
                  <Card
                    key={selectionKey(item)}
                    item={item}
                    from={from}
                    to={to}
                    onRemove={() => onRemove(selectionKey(item))}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
