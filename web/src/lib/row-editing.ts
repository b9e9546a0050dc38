/**
 * Row-at-a-time editing (spec 2: "Rows ... are edited one at a time. Add makes a new row in edit
 * mode"; spec 3: "One item or misc row is editable at a time and adding is blocked during an
 * edit"). Pure, for `<EditableTable>`.
 */
export const NEW_ROW = '__new__';

/** The key of the row in edit mode (`NEW_ROW` for an added one), or null. */
export type EditingKey = string | null;

export type EditAction =
  | { type: 'add' }
  | { type: 'edit'; key: string }
  /** Edit `key`, dropping a new unsaved row (spec 3 §4.2, PO items); a saved row in edit stays. */
  | { type: 'switch'; key: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  /** The row being edited is gone (deleted elsewhere, list refreshed). */
  | { type: 'rows'; keys: readonly string[] };

export function editingReducer(editing: EditingKey, action: EditAction): EditingKey {
  switch (action.type) {
    case 'add':
      return editing === null ? NEW_ROW : editing;
    case 'edit':
      return editing === null ? action.key : editing;
    case 'switch':
      return editing === null || editing === NEW_ROW ? action.key : editing;
    case 'cancel':
    case 'saved':
      return null;
    case 'rows':
      return editing === null || editing === NEW_ROW || action.keys.includes(editing)
        ? editing
        : null;
  }
}

export type EditableRow<T> = { key: string; row: T | null };

/** The rows as the table shows them: an added row first, in edit mode. */
export function rowsForEditing<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  editing: EditingKey,
): EditableRow<T>[] {
  const shown = rows.map((row) => ({ key: keyOf(row), row }));
  return editing === NEW_ROW ? [{ key: NEW_ROW, row: null }, ...shown] : shown;
}
