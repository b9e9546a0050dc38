import type { ComponentType } from 'react';
import { selectionKey, type ItemKind, type Selected } from './analytics';
import { BatchCard, IngredientCard, MenuCard } from './UsageCards';
import { USAGE_SECTIONS, UsageSection } from './UsageSection';

type Card = ComponentType<{ item: Selected; from: string; to: string; onRemove: () => void }>;

const CARDS: Partial<Record<ItemKind, Card>> = {
  MENU: MenuCard,
  INGREDIENT: IngredientCard,
  BATCH: BatchCard,
};

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
      {USAGE_SECTIONS.map(({ kind, title, empty }) => {
        const items = selected.filter((s) => s.kind === kind);
        const Card = CARDS[kind];
        return (
          <UsageSection
            key={kind}
            title={title}
            empty={empty}
            count={items.length}
            onClear={() => onClear(kind)}
          >
            {Card &&
              items.map((item) => (
                <Card
                  key={selectionKey(item)}
                  item={item}
                  from={from}
                  to={to}
                  onRemove={() => onRemove(selectionKey(item))}
                />
              ))}
          </UsageSection>
        );
      })}
    </div>
  );
}
