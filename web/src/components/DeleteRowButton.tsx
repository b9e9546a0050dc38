import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
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
