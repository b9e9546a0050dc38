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

/** The tesseract engine: an `OcrEngine` that can also read one amount alone. */
export interface AmountReader {
  /**
   * The text of an image holding one printed amount (a crop of a row's amount column): one text
   * line, digits, '.', ',' and '-' only.
   */
  recognizeAmount(image: Uint8Array): Promise<{ text: string; confidence: number }>;
}

/**
 * An OCR engine on tesseract.js (WebAssembly, one worker thread). Create it once and reuse it
 * across pages and jobs: loading the model takes ~0.3 s, a receipt page ~1 s on one core.
 * Pages are recognised one at a time (calls queue inside the worker).
 */
export async function createTesseractEngine(
  options: TesseractOptions = {},
): Promise<OcrEngine & AmountReader> {
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
      const angles: number[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            const b = line.baseline;
            if (b && b.x1 - b.x0 > 80) angles.push(Math.atan2(b.y1 - b.y0, b.x1 - b.x0));
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
      }
      return { words: deskew(words, median(angles)), width, height };
    },
    async recognizeAmount(image) {
      // one line (PSM 7), digits and money punctuation only; the page settings are restored after
      await worker.setParameters({
        tessedit_pageseg_mode: '7' as never,
        tessedit_char_whitelist: '0123456789.,-',
      });
      try {
        const { data } = await worker.recognize(Buffer.from(image), {}, { text: true });
        return { text: data.text.trim(), confidence: Math.round(data.confidence) };
      } finally {
        await worker.setParameters({
          tessedit_pageseg_mode: (options.pageSegmentation ?? '3') as never,
          tessedit_char_whitelist: '',
        });
      }
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Words of a slightly rotated photo placed as if it were straight: each word's centre turned by
 * the page's skew (the median slope of tesseract's text-line baselines), so that the words of one
 * printed row share a baseline for `buildRows` (a 1.5° tilt moves the right end of a receipt row
 * by half a line). Boxes keep their size. Measured: without it the fixture receipt's amounts land
 * on rows of their own.
 */
export function deskew(words: Word[], angle: number): Word[] {
  if (Math.abs(angle) < (0.2 * Math.PI) / 180 || Math.abs(angle) > (10 * Math.PI) / 180)
    return words;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return words.map((w) => {
    const cx = (w.x0 + w.x1) / 2;
    const cy = (w.y0 + w.y1) / 2;
    const x = cx * cos + cy * sin;
    const y = -cx * sin + cy * cos;
    const hw = (w.x1 - w.x0) / 2;
    const hh = (w.y1 - w.y0) / 2;
    return { ...w, x0: x - hw, x1: x + hw, y0: y - hh, y1: y + hh };
  });
}
