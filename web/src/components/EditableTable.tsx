import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Table, type FormRule, type TableColumnsType } from 'antd';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { useFormProblems } from '../core/form-problems';
import { NEW_ROW, editingReducer, rowsForEditing, type EditableRow } from '../lib/row-editing';
import { EmptyState } from './EmptyState';
import { ScrollFrame } from './ScrollFrame';

/** A form field's name (antd's name types do not follow a generic `keyof`). */
const fieldName = (field: string): string => field;

export interface EditableColumn<T, V> {
  key: string;
  title: ReactNode;
  /** The cell when the row is not being edited. */
  render: (row: T) => ReactNode;
  /** The form field this column edits; without it the cell stays read-only while editing. */
  field?: keyof V & string;
  /** The input of the field (an antd input: value / onChange), for `row` (null: a new row). */
  input?: (row: T | null) => ReactNode;
  rules?: FormRule[];
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface EditableTableProps<T, V> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: EditableColumn<T, V>[];
  /** The form values of a saved row, when Edit is pressed. */
  toValues: (row: T) => V;
  /** The values a new row starts with. */
  newValues: () => Partial<V>;
  /**
   * Saves a row (`row` null: the added one). Answer null or false to stay in edit mode (the
   * action failed and has told the user), anything else to leave it.
   */
  onSave: (values: V, row: T | null) => Promise<unknown>;
  /** Delete a saved row (ask first: `useConfirmDelete`). */
  onDelete?: (row: T) => void;
  /** False: saved rows have no Edit (rows are only added and deleted, e.g. a menu's variants). */
  editable?: boolean;
  addLabel?: string;
  emptyText?: string;
  disabled?: boolean;
  loading?: boolean;
  /**
   * A new unsaved row is dropped when another row's Edit is chosen (spec 3 §4.2, PO items),
   * instead of the other rows waiting.
   */
  switchFromNew?: boolean;
  /** Save stays disabled while this answers true for the values typed (a field still missing). */
  saveDisabled?: (values: Partial<V>) => boolean;
  /** Told when a row starts or stops being edited (a Send button waits meanwhile). */
  onEditingChange?: (editing: boolean) => void;
  /** A saved row's class (a line marked for review is highlighted). */
  rowClassName?: (row: T) => string | undefined;
  /** More actions of a saved row, before Edit (`busy`: another row is being edited). */
  rowActions?: (row: T, busy: boolean) => ReactNode;
}

/**
 * A detail table whose rows are edited one at a time: Add puts a new row in edit mode at the
 * top; Edit, Save, Cancel, Delete per row; while a row is edited, Add and the other rows' actions
 * wait. The row's fields are an antd Form, so the spec's messages show under them (domain rules
 * via `domainRule`). For menu, variant and batch recipes, expense, PO and invoice lines.
 */
export function EditableTable<T extends object, V extends object>({
  rows,
  rowKey,
  columns,
  toValues,
  newValues,
  onSave,
  onDelete,
  editable = true,
  addLabel = 'Add',
  emptyText,
  disabled,
  loading,
  switchFromNew,
  saveDisabled,
  onEditingChange,
  rowClassName,
  rowActions,
}: EditableTableProps<T, V>) {
  const [form] = Form.useForm<V>();
  const [editing, dispatch] = useReducer(editingReducer, null);
  const [saving, setSaving] = useState(false);
  const problems = useFormProblems(form);
  const keys = rows.map(rowKey);
  const keysText = keys.join('\n');
  useEffect(() => dispatch({ type: 'rows', keys: keysText.split('\n') }), [keysText]);
  useEffect(() => onEditingChange?.(editing !== null), [editing, onEditingChange]);
  const typed = Form.useWatch((values: Partial<V>) => values, form) as Partial<V> | undefined;
  const missing = saveDisabled ? saveDisabled(typed ?? {}) : false;

  const begin = (key: string, values: Partial<V>) => {
    form.resetFields();
    form.setFieldsValue(values);
    problems.clear();
    dispatch(key === NEW_ROW ? { type: 'add' } : { type: switchFromNew ? 'switch' : 'edit', key });
  };

  const save = async (row: T | null) => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // The messages are under the fields.
    }
    setSaving(true);
    try {
      // A validation refusal shows under the row's field, or above the table.
      const result = await problems.submit(() => onSave(values, row));
      if (result !== null && result !== false) dispatch({ type: 'saved' });
    } finally {
      setSaving(false);
    }
  };

  const busy = editing !== null;
  // With switchFromNew, another row may be chosen while the new one is unsaved.
  const rowBusy = busy && !(switchFromNew && editing === NEW_ROW);
  const tableColumns: TableColumnsType<EditableRow<T>> = [
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      align: column.align,
      width: column.width,
      render: (_: unknown, { key, row }: EditableRow<T>) =>
        key === editing && column.field && column.input ? (
          <Form.Item name={fieldName(column.field)} rules={column.rules} style={{ margin: 0 }}>
            {column.input(row)}
          </Form.Item>
        ) : row ? (
          column.render(row)
        ) : null,
    })),
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right' as const,
      render: (_: unknown, { key, row }: EditableRow<T>) =>
        key === editing ? (
          <Space>
            <Button
              size="small"
              type="primary"
              loading={saving}
              disabled={missing}
              onClick={() => void save(row)}
            >
              Save
            </Button>
            <Button
              size="small"
              disabled={saving}
              onClick={() => {
                problems.clear();
                dispatch({ type: 'cancel' });
              }}
            >
              Cancel
            </Button>
          </Space>
        ) : row ? (
          <Space>
            {rowActions?.(row, busy)}
            {editable && (
              <Button
                size="small"
                disabled={rowBusy || disabled}
                onClick={() => begin(key, toValues(row))}
              >
                Edit
              </Button>
            )}
            {onDelete && (
              <Button size="small" danger disabled={busy || disabled} onClick={() => onDelete(row)}>
                Delete
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <Form form={form} component={false} disabled={saving}>
      {problems.alert}
      <ScrollFrame>
        <Table<EditableRow<T>>
          rowKey="key"
          size="small"
          columns={tableColumns}
          dataSource={rowsForEditing(rows, rowKey, editing)}
          rowClassName={({ key, row }) =>
            row && key !== editing ? (rowClassName?.(row) ?? '') : ''
          }
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={emptyText} /> }}
          footer={() => (
            <Button
              icon={<PlusOutlined />}
              disabled={busy || disabled}
              onClick={() => begin(NEW_ROW, newValues())}
            >
              {addLabel}
            </Button>
          )}
        />
      </ScrollFrame>
    </Form>
  );
}
