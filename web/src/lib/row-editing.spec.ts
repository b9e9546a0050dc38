import { NEW_ROW, editingReducer, rowsForEditing, type EditAction } from './row-editing';

const run = (...actions: EditAction[]) => actions.reduce(editingReducer, null);
const rows = [{ id: 'a' }, { id: 'b' }];
const keyOf = (row: { id: string }) => row.id;

describe('rows edited one at a time', () => {
  it('Add makes a new row in edit mode, at the top', () => {
    const editing = run({ type: 'add' });
    expect(editing).toBe(NEW_ROW);
    expect(rowsForEditing(rows, keyOf, editing).map((r) => r.key)).toEqual([NEW_ROW, 'a', 'b']);
    expect(rowsForEditing(rows, keyOf, editing)[0].row).toBeNull();
  });

  it('while a row is edited, neither Add nor another Edit starts', () => {
    expect(run({ type: 'edit', key: 'a' }, { type: 'add' })).toBe('a');
    expect(run({ type: 'edit', key: 'a' }, { type: 'edit', key: 'b' })).toBe('a');
    expect(run({ type: 'add' }, { type: 'edit', key: 'b' })).toBe(NEW_ROW);
  });

  it('Save and Cancel leave edit mode; a cancelled new row disappears', () => {
    expect(run({ type: 'edit', key: 'a' }, { type: 'saved' })).toBeNull();
    const cancelled = run({ type: 'add' }, { type: 'cancel' });
    expect(rowsForEditing(rows, keyOf, cancelled).map((r) => r.key)).toEqual(['a', 'b']);
  });

  it('choosing another row while a new row is unsaved drops it (PO items); a saved edit stays', () => {
    const switched = run({ type: 'add' }, { type: 'switch', key: 'b' });
    expect(switched).toBe('b');
    expect(rowsForEditing(rows, keyOf, switched).map((r) => r.key)).toEqual(['a', 'b']);
    expect(run({ type: 'edit', key: 'a' }, { type: 'switch', key: 'b' })).toBe('a');
  });

  it('a row deleted elsewhere stops being edited', () => {
    expect(run({ type: 'edit', key: 'a' }, { type: 'rows', keys: ['b'] })).toBeNull();
    expect(run({ type: 'edit', key: 'a' }, { type: 'rows', keys: ['a', 'b'] })).toBe('a');
    expect(run({ type: 'add' }, { type: 'rows', keys: [] })).toBe(NEW_ROW);
  });
});
