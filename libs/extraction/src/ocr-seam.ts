import type { DocumentReading, OcrEngine, Row, Word } from './types';

/**
 * SEAM (issue 22): the ocr helper's modules (`./ocr/pages`, `./ocr/tesseract`, `./receipt`, branch
 * wip/22-ocr) are loaded here, by name, so that the digital reader builds and is tested without
 * them. Tests may replace these functions; once both branches are merged this file can import the
 * modules directly.
 */
export type ReceiptReading = Pick<
  DocumentReading,
  'supplier' | 'number' | 'date' | 'total' | 'currency' | 'lines' | 'charges' | 'review'
>;

export interface OcrModules {
  recognizePages(
    bytes: Uint8Array,
    type: 'image' | 'pdf',
    engine: OcrEngine,
    onPage?: (done: number, total: number) => void,
  ): Promise<{ words: Word[]; pages: number }>;
  createTesseractEngine(options?: unknown): Promise<OcrEngine>;
  readReceipt(rows: Row[]): ReceiptReading;
}

function load<T>(path: string): T {
  // a computed name keeps the compiler from requiring the module before it exists
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path) as T;
}

export const ocrSeam: Partial<OcrModules> = {};

export function ocrModules(): OcrModules {
  const pages =
    ocrSeam.recognizePages ??
    load<Pick<OcrModules, 'recognizePages'>>('./ocr/pages').recognizePages;
  const engine =
    ocrSeam.createTesseractEngine ??
    load<Pick<OcrModules, 'createTesseractEngine'>>('./ocr/tesseract').createTesseractEngine;
  const receipt =
    ocrSeam.readReceipt ?? load<Pick<OcrModules, 'readReceipt'>>('./receipt').readReceipt;
  return { recognizePages: pages, createTesseractEngine: engine, readReceipt: receipt };
}
