import type { ReactNode } from 'react';
import { useScrollHint } from '../lib/useScrollHint';

/**
 * Around a table that may be wider than the screen (every table of the app: `<PagedTable>`,
 * `<EditableTable>`): a fade on the edge that hides columns and a "Scroll →" hint above it.
 */
export function ScrollFrame({ children }: { children: ReactNode }) {
  const [ref, hint] = useScrollHint<HTMLDivElement>();
  const classes = ['mise-scroll-frame'];
  if (hint.left) classes.push('mise-more-left');
  if (hint.right) classes.push('mise-more-right');
  return (
    <div ref={ref} className={classes.join(' ')}>
      {hint.right && (
        <div className="mise-scroll-hint" data-testid="scroll-hint">
          Scroll →
        </div>
      )}
      {children}
    </div>
  );
}

/** The Actions column stays in view at the right edge of a wide table. */
export function pinActions<C extends { key?: unknown; fixed?: unknown }>(
  columns: readonly C[],
): C[] {
  return columns.map((column) =>
    column.key === 'actions' && column.fixed === undefined ? { ...column, fixed: 'right' } : column,
  );
}
