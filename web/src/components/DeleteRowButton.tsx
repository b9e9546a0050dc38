import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType as ColumnType } from 'antd';
import type { useConfirmDelete } from '../lib/useConfirmDelete';

/**
 * A list row's delete button: asks "Are you sure you want to delete {name}?" (the screen's
 * `useConfirmDelete`), then runs `onDelete` (a `useAction`). A click never reaches the row (rows
 * that open a detail page stay closed).
 */
export function DeleteRowButton({
  name,
  confirm,
  onDelete,
}: {
  name: string;
  confirm: ReturnType<typeof useConfirmDelete>[0];
  onDelete: () => Promise<unknown>;
}) {
  return (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Delete ${name}`}
      onClick={(event) => {
        event.stopPropagation();
        confirm({ name, onConfirm: onDelete });
      }}
    />
  );
}

/**
 * The Actions column of a list: delete, and Duplicate before it when `onDuplicate` is given
 * (menu and batch items): `deleteColumn(confirm, (row) => remove({ id: row.id }))`.
 */
export function deleteColumn<Row extends { name: string }>(
  confirm: ReturnType<typeof useConfirmDelete>[0],
  onDelete: (row: Row) => Promise<unknown>,
  onDuplicate?: (row: Row) => void,
): ColumnType<Row> {
  return {
    key: 'actions',
    title: 'Actions',
    align: 'center',
    render: (_, row) => (
      <Space>
        {onDuplicate && (
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label={`Duplicate ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onDuplicate(row);
            }}
          />
        )}
        <DeleteRowButton name={row.name} confirm={confirm} onDelete={() => onDelete(row)} />
      </Space>
    ),
  };
}
