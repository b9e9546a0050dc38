import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import type { OcrEngine, Word } from '../types';

export interface TesseractOptions {
  /**
   * Tesseract's page segmentation mode: '3' (automatic layout, the default; measured best on the
   * receipts of the development set), '4' (one column), '6' (one block).
   */
  pageSegmentation?: '3' | '4' | '6';
}

/**
 * The model folder: `@tesseract.js-data/eng`'s `4.0.0_best_int` (the "best" LSTM model, integer
 * weights), shipped in the npm package, read from disk. Nothing is downloaded.
 */
export function tesseractLangPath(): string {
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

/**
 * An OCR engine on tesseract.js (WebAssembly, one worker thread). Create it once and reuse it
 * across pages and jobs: loading the model takes ~0.3 s, a receipt page ~1 s on one core.
 * Pages are recognised one at a time (calls queue inside the worker).
 */
export async function createTesseractEngine(options: TesseractOptions = {}): Promise<OcrEngine> {
  const worker: TesseractWorker = await createWorker('eng', 1, {
    langPath: tesseractLangPath(),
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: (options.pageSegmentation ?? '3') as never,
    preserve_interword_spaces: '1',
    user_defined_dpi: '300',
    // tesseract's own diagnostics ("Detected N diacritics") would go to stderr
    debug_file: '/dev/null',
  });
  return {
    name: 'tesseract',
    async recognize(image, page) {
      const { data } = await worker.recognize(
        Buffer.from(image),
        {},
        { blocks: true, text: false },
      );
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const words: Word[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines)
            for (const w of line.words) {
              const text = w.text.trim();
              if (!text) continue;
              words.push({
                text,
                x0: w.bbox.x0,
                y0: w.bbox.y0,
                x1: w.bbox.x1,
                y1: w.bbox.y1,
                confidence: Math.round(w.confidence),
                page,
              });
            }
      }
      return { words, width, height };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
