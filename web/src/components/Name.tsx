import type { ColumnType } from 'antd/es/table';

/** The widest a name shows in a table cell or a card before it is cut with "…". */
export const NAME_MAX_WIDTH = 280;

/**
 * A name in a table or a card: one line, cut with "…" past `maxWidth`, the whole name on hover
 * (a 300-character name must not push the other columns off the screen).
 */
export function Name({
  text,
  maxWidth = NAME_MAX_WIDTH,
}: {
  text: string;
  maxWidth?: number | string;
}) {
  return (
    <span className="mise-name" title={text} style={{ maxWidth }}>
      {text}
    </span>
  );
}

/** A table column of names: `nameColumn('name', 'Menu Item')`, or with `get` for another shape. */
export function nameColumn<Row extends object>(
  key: string,
  title: string,
  get: (row: Row) => string = (row) => {
    const value = (row as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  },
): ColumnType<Row> {
  return { key, title, render: (_, row) => <Name text={get(row)} /> };
}
