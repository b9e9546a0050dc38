import { defineUploadKind, FileTypes, STRUCTURED_TYPES } from '@mise/platform';

/**
 * An expense's files (flows.md §6): PDF, JPEG or PNG, and (issue 22) structured e-invoices as
 * XML or JSON, up to 20 MB, under `expenses/{id}/file/`. The bytes decide (magic bytes; XML and
 * JSON by their content).
 */
export const EXPENSE_FILE = defineUploadKind({
  kind: 'expense-file',
  aggregate: 'expenses',
  role: 'file',
  contentTypes: [...FileTypes.documents, ...STRUCTURED_TYPES],
});
