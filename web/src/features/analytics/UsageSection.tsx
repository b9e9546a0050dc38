import { Button } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import type { ItemKind } from './analytics';

/** The usage panel's sections, in the spec's order, with their empty texts. */
export const USAGE_SECTIONS: readonly { kind: ItemKind; title: string; empty: string }[] = [
  { kind: 'MENU', title: 'Menu Item', empty: 'No menu items selected' },
  { kind: 'INGREDIENT', title: 'Ingredient Usage', empty: 'No ingredients selected' },
  { kind: 'BATCH', title: 'Batch Usage', empty: 'No batch items selected' },
];

/** One section: its title, 'Clear all selection', its cards or its empty text. */
export function UsageSection({
  title,
  empty,
  count,
  onClear,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <section className="mise-card" aria-label={title}>
      <div className="mise-analytics-head">
        <h4 className="mise-card-title">{title}</h4>
        <Button type="link" size="small" disabled={count === 0} onClick={onClear}>
          Clear all selection
        </Button>
      </div>
      {count === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <div className="mise-analytics-cards">{children}</div>
      )}
    </section>
  );
}
