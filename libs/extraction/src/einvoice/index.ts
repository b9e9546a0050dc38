import { isCii, readCii } from './cii';
import { parseJsonTree, parseXmlTree } from './tree';
import type { EInvoiceReading } from './types';
import { isUbl, readUbl } from './ubl';

export type { EInvoiceReading } from './types';

/** Reads a UBL 2.1 (XML or JSON) or CII invoice; null when the text is neither. */
export function readEInvoice(text: string, syntax: 'xml' | 'json'): EInvoiceReading | null {
  const root = syntax === 'xml' ? parseXmlTree(text) : parseJsonTree(text);
  if (!root) return null;
  if (isUbl(root)) return readUbl(root);
  if (isCii(root)) return readCii(root);
  return null;
}
