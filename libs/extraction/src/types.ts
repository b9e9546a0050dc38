/**
 * The reading engine's contract (issue 22): what goes in (a file's bytes) and what comes out (a
 * proposal per document: header fields and lines, each line with the reasons a person must look
 * at it). Pure: no database, no network, no clock but the one measured. Amounts are decimal
 * strings (never floats); dates `YYYY-MM-DD`.
 */

/** A word (or OCR token) on a page with its box; y grows downwards, units are the page's (pt or px). */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0 to 100 for OCR words; undefined for a PDF's text layer (certain) */
  confidence?: number;
  page: number;
}

/** A row rebuilt from words that share a baseline, left to right. */
export interface Row {
  words: Word[];
  /** the words joined with single spaces (wider gaps as two spaces where a column break is likely) */
  text: string;
  y0: number;
  y1: number;
  page: number;
}

/** How a document was read, best first. */
export type ReadingSource =
  /** a structured e-invoice uploaded as the file (UBL 2.1 / MyInvois XML or JSON, CII XML) */
  | 'E_INVOICE'
  /** the XML invoice a PDF carries as an attachment (ZUGFeRD / Factur-X) */
  | 'EMBEDDED_XML'
  /** a digital PDF's text layer with positions */
  | 'PDF_TEXT'
  /** an image or a scanned PDF, through OCR */
  | 'OCR';

export interface ReadLine {
  description: string;
  /** null when the document prints no quantity (a receipt line with only an amount) */
  quantity: string | null;
  /** the unit printed on the line ("kg", "ctn", "pcs"), lower-cased; null when none */
  unit: string | null;
  /** null when the document prints no unit price */
  unitPrice: string | null;
  /** the amount printed for the line (after a discount printed in that line) */
  total: string;
  /**
   * Why a person must look at this line (`ExtractionReviewReasons` of @mise/domain); empty when
   * every check passed and every word was read with confidence.
   */
  review: string[];
  /** 0 to 1: the least certain of the line's words (1 for text layers and XML) */
  confidence: number;
}

/** A charge or deduction between the lines and the total (service charge, tax, rounding, discount). */
export interface ReadCharge {
  kind: 'TAX' | 'SERVICE' | 'ROUNDING' | 'DISCOUNT' | 'DELIVERY' | 'OTHER';
  /** as printed ("SST 6%", "Rounding Adj") */
  name: string;
  /** signed: a discount or a negative rounding is negative */
  amount: string;
}

export interface DocumentReading {
  source: ReadingSource;
  /** a PDF carries a ZUGFeRD / Factur-X invoice (whether or not it was used) */
  hasEmbeddedInvoice: boolean;
  kind: 'INVOICE' | 'RECEIPT' | 'CREDITMEMO';
  supplier: string | null;
  number: string | null;
  date: string | null;
  /** the document's grand total as printed (what is payable) */
  total: string | null;
  currency: string | null;
  lines: ReadLine[];
  charges: ReadCharge[];
  /**
   * Document-level problems a person must look at (`ExtractionReviewReasons`): the lines and
   * charges do not add up to the total, no total found, a page could not be read, …
   */
  review: string[];
  pages: number;
  /** wall-clock seconds spent reading (the bench's figure) */
  seconds: number;
}

/** An OCR engine behind one interface, so the bench can compare engines and tests can pick one. */
export interface OcrEngine {
  readonly name: string;
  /** the words of one page image (PNG or JPEG bytes), with boxes in the image's pixels */
  recognize(
    image: Uint8Array,
    page: number,
  ): Promise<{ words: Word[]; width: number; height: number }>;
  terminate(): Promise<void>;
}

export interface ReadOptions {
  /** the file's name and declared type; the bytes decide (magic numbers) */
  fileName?: string;
  contentType?: string;
  /** use a PDF's embedded XML invoice when there is one (default true; the bench measures both) */
  useAttachments?: boolean;
  /** the OCR engine for images and scanned PDFs (default: the bundled tesseract engine) */
  ocr?: OcrEngine;
  /** called as pages are read, for progress */
  onPage?: (done: number, total: number) => void;
}
