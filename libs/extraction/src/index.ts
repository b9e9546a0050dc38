export * from './types';
export { readDocument, readRows, releaseOcrEngine, UnreadableDocumentError } from './read';
export { createTesseractEngine } from './ocr/tesseract';
export { readEInvoice } from './einvoice';
export { checkLine, checkDocument, arithmeticHolds, LOW_CONFIDENCE } from './checks';
export { sniff, type FileKind } from './sniff';
export { buildRows } from './rows';
export { parseAmount, parseQuantity, looksLikeAmount } from './numbers';
export { parseDate } from './dates';
