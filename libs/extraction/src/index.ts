export * from './types';
export { readDocument, readRows, UnreadableDocumentError } from './read';
export { readEInvoice } from './einvoice';
export { checkLine, checkDocument, arithmeticHolds, LOW_CONFIDENCE } from './checks';
export { sniff, type FileKind } from './sniff';
export { buildRows } from './rows';
export { parseAmount, parseQuantity, looksLikeAmount } from './numbers';
export { parseDate } from './dates';
export * from './match';
