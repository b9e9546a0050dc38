import type { DocumentReading } from '../types';

/** What an e-invoice says, before the checks (read.ts adds source, review, pages, seconds). */
export type EInvoiceReading = Pick<
  DocumentReading,
  'supplier' | 'number' | 'date' | 'total' | 'currency' | 'kind' | 'lines' | 'charges'
> & {
  /** sums the document itself declares (checked against its lines) */
  declared: { lineTotal: string | null; taxExclusive: string | null; tax: string | null };
};
