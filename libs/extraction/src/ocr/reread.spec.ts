import sharp from 'sharp';
import type { OcrEngine, Word } from '../types';
import { recognizePages, rereadDateRow, rereadSummaryRows } from './pages';

/** Words of printed rows, 30 px apart, 10 px per character; `[x, text]` per word. */
function rowsOfWords(rows: Array<Array<[number, string]>>, scale = 1, top = 0): Word[] {
  return rows.flatMap((row, i) =>
    row.map(([x, text]) => ({
      text,
      x0: x * scale,
      x1: (x + text.length * 10) * scale,
      y0: top + (i * 30 + 5) * scale,
      y1: top + (i * 30 + 25) * scale,
      confidence: 90,
      page: 1,
    })),
  );
}

/** An engine that reads the page as `page` and any smaller crop as the rows in `crops`. */
function fakeEngine(
  page: Word[],
  crops: Array<Array<[number, string]>>,
): OcrEngine & {
  calls: number;
} {
  const engine = {
    name: 'fake',
    calls: 0,
    async recognize(image: Uint8Array) {
      engine.calls++;
      const { width = 0, height = 0 } = await sharp(image).metadata();
      if (height >= 300) return { words: page, width, height };
      // the crop: the row one row-height below its top, ×2.5 plus a 24 px margin
      const words = rowsOfWords([crops.shift() ?? []], 2.5, 24 + 20 * 2.5 - 5 * 2.5);
      return { words, width, height };
    },
    async terminate() {},
  };
  return engine;
}

const blank = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

describe('reading rows again alone and larger', () => {
  it('fills in a date the page reading could not read, and never a date in the future', async () => {
    const page = rowsOfWords([
      [[0, 'KEDAI MAJU ENTERPRISE']],
      [
        [0, 'Date:'],
        [80, 'ann'],
      ],
      [
        [0, 'MILO'],
        [300, '3.00'],
      ],
    ]);
    const good = fakeEngine(page, [
      [
        [0, 'Date:'],
        [80, '27/07/17'],
      ],
    ]);
    const read = await rereadDateRow(await blank(), page, good);
    expect(read.map((w) => w.text)).toContain('27/07/17');
    expect(read.map((w) => w.text)).not.toContain('ann');

    const future = fakeEngine(page, [
      [
        [0, 'Date:'],
        [80, '29/12/2077'],
      ],
    ]);
    expect(await rereadDateRow(await blank(), page, future)).toBe(page);

    // a date the page reading has is left alone, without a second recognition
    const dated = rowsOfWords([
      [
        [0, 'Date:'],
        [80, '20/03/2018'],
      ],
    ]);
    const idle = fakeEngine(dated, []);
    expect(await rereadDateRow(await blank(), dated, idle)).toBe(dated);
    expect(idle.calls).toBe(0);
  });

  it('takes a summary row read again only when it keeps its label, carries an amount and the receipt then reads better', async () => {
    const page = rowsOfWords([
      [[0, 'KEDAI MAJU ENTERPRISE']],
      [
        [0, 'MILO'],
        [200, '2'],
        [240, '@3.00'],
        [300, '6.00'],
      ],
      [
        [0, 'TOTAL'],
        [300, '600'],
      ],
    ]);
    const fixes = fakeEngine(page, [
      [
        [0, 'TOTAL'],
        [300, '6.00'],
      ],
    ]);
    const fixed = await rereadSummaryRows(await blank(), page, fixes);
    expect(fixed.map((w) => w.text)).toEqual(expect.arrayContaining(['TOTAL', '6.00']));
    expect(fixed.map((w) => w.text)).not.toContain('600');

    // a second reading without a money amount, or without the row's label, is not taken
    const worse = fakeEngine(page, [
      [
        [0, 'TOTAL'],
        [300, '6OO'],
      ],
    ]);
    expect(await rereadSummaryRows(await blank(), page, worse)).toBe(page);
    const unlabelled = fakeEngine(page, [
      [
        [0, 'TOTAI'],
        [300, '6.00'],
      ],
    ]);
    expect(await rereadSummaryRows(await blank(), page, unlabelled)).toBe(page);
  });

  it('reads a small scan a third time, larger, and keeps that reading only when it adds up', async () => {
    const adds = rowsOfWords([
      [[0, 'KEDAI MAJU ENTERPRISE']],
      [
        [0, 'MILO'],
        [200, '2'],
        [240, '@3.00'],
        [300, '6.00'],
      ],
      [
        [0, 'TOTAL'],
        [300, '6.00'],
      ],
    ]);
    const wrong = (amount: string) =>
      rowsOfWords([
        [[0, 'KEDAI MAJU ENTERPRISE']],
        [
          [0, 'MILO'],
          [200, '2'],
          [240, '@3.00'],
          [300, '6.00'],
        ],
        [
          [0, 'TOTAL'],
          [300, amount],
        ],
      ]);
    /** page readings by image width: ×1.5 (first), as taken (second), ×2.25 (third) */
    const byWidth = (third: Word[]): OcrEngine => ({
      name: 'fake',
      async recognize(image: Uint8Array) {
        const { width = 0, height = 0 } = await sharp(image).metadata();
        if (height < 300) return { words: [], width, height }; // row crops read nothing
        const words = width > 800 ? third : width > 500 ? wrong('9.00') : wrong('8.00');
        return { words, width, height };
      },
      async terminate() {},
    });
    const scan = await blank();
    const texts = async (engine: OcrEngine) =>
      (await recognizePages(scan, 'image', engine)).words.map((w) => w.text);
    expect(await texts(byWidth(adds))).toContain('6.00');
    expect(await texts(byWidth(adds))).not.toContain('9.00');
    // a third reading that does not add up either is not taken, however it scores
    expect(await texts(byWidth(wrong('7.00')))).not.toContain('7.00');
  });
});
