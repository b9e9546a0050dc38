import type { OcrEngine, Row, Word } from './types';
import { recognizePages } from './ocr/pages';
import { createTesseractEngine } from './ocr/tesseract';
import { readReceipt, type ReceiptReading } from './receipt';

/**
 * Where the digital reader meets the ocr helper's modules (`./ocr/pages`, `./ocr/tesseract`,
 * `./receipt`). A test may replace any of these functions (`ocrSeam.recognizePages = …`) to check
 * the dispatch without running OCR.
 */
export type { ReceiptReading };

export interface OcrModules {
  recognizePages(
    bytes: Uint8Array,
    type: 'image' | 'pdf',
    engine: OcrEngine,
    onPage?: (done: number, total: number) => void,
  ): Promise<{ words: Word[]; pages: number }>;
  createTesseractEngine(): Promise<OcrEngine>;
  readReceipt(rows: Row[]): ReceiptReading;
}

export const ocrSeam: Partial<OcrModules> = {};

export function ocrModules(): OcrModules {
  return {
    recognizePages: (...args) => (ocrSeam.recognizePages ?? recognizePages)(...args),
    createTesseractEngine: () => (ocrSeam.createTesseractEngine ?? createTesseractEngine)(),
    readReceipt: (rows) => (ocrSeam.readReceipt ?? readReceipt)(rows),
  };
}
