import { Messages } from '@mise/domain';

export interface DeleteConfirmation {
  /** The name shown in the question ("Are you sure you want to delete {name}?"). */
  name: string;
  /** Another question where the spec words it differently (an outlet: "Delete outlet X?"). */
  title?: string;
  /** A line under the question (what else goes with it). */
  content?: string;
}

/** The confirm-delete dialog's texts (spec 2, delete rules). */
export function deleteConfirmationTexts({ name, title, content }: DeleteConfirmation) {
  return {
    title: title ?? Messages.common.confirmDelete(name),
    content,
    okText: 'Delete',
    cancelText: 'Cancel',
  };
}
