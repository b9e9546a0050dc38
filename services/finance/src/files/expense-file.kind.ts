import { defineUploadKind } from '@mise/platform';

/** An expense's files (flows.md §6): PDF, JPEG or PNG up to 20 MB, under `expenses/{id}/file/`. */
export const EXPENSE_FILE = defineUploadKind({
  kind: 'expense-file',
  aggregate: 'expenses',
  role: 'file',
});
