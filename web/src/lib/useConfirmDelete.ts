import { Modal } from 'antd';
import { useCallback, type ReactElement } from 'react';
import { deleteConfirmationTexts, type DeleteConfirmation } from './confirm-delete';

/**
 * The one confirm-delete: "Are you sure you want to delete {name}?" with Delete and Cancel.
 * `onConfirm` runs while the Delete button spins (the dialog closes when it settles); use a
 * `useAction` inside it. Render `holder` once in the screen.
 *
 *   const [confirmDelete, holder] = useConfirmDelete();
 *   confirmDelete({ name: row.name, onConfirm: () => remove({ id: row.id }) });
 */
export function useConfirmDelete(): [
  (confirmation: DeleteConfirmation & { onConfirm: () => Promise<unknown> }) => void,
  ReactElement,
] {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    ({
      onConfirm,
      ...confirmation
    }: DeleteConfirmation & { onConfirm: () => Promise<unknown> }) => {
      const texts = deleteConfirmationTexts(confirmation);
      void modal.confirm({
        ...texts,
        okButtonProps: { danger: true },
        onOk: async () => {
          await onConfirm();
        },
      });
    },
    [modal],
  );
  return [confirm, holder];
}
