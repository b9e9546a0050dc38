import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { PDFDocument } from 'pdf-lib';
import { readDocument } from '../read';
import { readReceipt } from '../receipt';
import { buildRows } from '../rows';
import type { OcrEngine } from '../types';
import { recognizePages } from './pages';
import { createTesseractEngine, deskew } from './tesseract';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(path.join(__dirname, '../../test/fixtures', name)));

/** The words of one row of text, for finding a printed row among the OCR rows. */
const rowTexts = (words: Parameters<typeof buildRows>[0]) =>
  buildRows(words).map((r) => r.text.replace(/\s+/g, ' '));

describe('the tesseract engine (offline, the model from @tesseract.js-data/eng)', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createTesseractEngine();
  });
  afterAll(async () => {
    await engine.terminate();
  });

  it('reads the receipt photo look-alike into straight rows with confidences', async () => {
    const { words, pages } = await recognizePages(await fixture('receipt.jpg'), 'image', engine);
    expect(pages).toBe(1);
    const rows = rowTexts(words);
    expect(rows).toContain('KEDAI RUNCIT MAJU ENTERPRISE');
    // the photo is tilted 1.6°: the amount column still lands on its item's row
    expect(rows).toContain('CILI KERING 3 X 2.40 7.20');
    expect(rows).toContain('TOTAL 24.45');
    expect(words.every((w) => w.page === 1 && w.confidence! >= 0 && w.confidence! <= 100)).toBe(
      true,
    );
  });

  it('reads the receipt: supplier, date, total, its lines, the rounding; nothing unchecked left unmarked', async () => {
    const { words } = await recognizePages(await fixture('receipt.jpg'), 'image', engine);
    const r = readReceipt(buildRows(words));
    expect(r.supplier).toBe('KEDAI RUNCIT MAJU ENTERPRISE');
    expect(r.date).toBe('2026-11-15');
    expect(r.total).toBe('24.45');
    expect(r.lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      ['2', '3.50', '7.00'],
      ['1', '5.90', '5.90'],
      ['3', '2.40', '7.20'],
      [null, null, '4.37'],
    ]);
    expect(r.lines.map((l) => l.description.slice(0, 12))).toEqual([
      'GARLIC',
      'BAWANG MERAH',
      'CILI KERING',
      'SANTAN KOTAK',
    ]);
    expect(r.lines[3].review).toContain(Reasons.noQuantity);
    expect(r.charges).toEqual([{ kind: 'ROUNDING', name: 'ROUNDING ADJ', amount: '-0.02' }]);
    expect(r.review).toEqual([]);
  });

  it('reads a scanned PDF page (rasterised) like the photo', async () => {
    const pdf = await PDFDocument.create();
    const jpg = await pdf.embedJpg(await fixture('receipt.jpg'));
    const page = pdf.addPage([jpg.width * 0.6, jpg.height * 0.6]);
    page.drawImage(jpg, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    const bytes = await pdf.save();
    const done: number[] = [];
    const { words, pages } = await recognizePages(bytes, 'pdf', engine, (n) => done.push(n));
    expect(pages).toBe(1);
    expect(done).toEqual([1]);
    expect(rowTexts(words)).toContain('TOTAL 24.45');
  });

  it('is what readDocument uses for a photo: an OCR receipt reading', async () => {
    const r = await readDocument(await fixture('receipt.jpg'), { ocr: engine });
    expect(r).toMatchObject({ source: 'OCR', kind: 'RECEIPT', total: '24.45', pages: 1 });
    expect(r.lines).toHaveLength(4);
  });
});

describe('deskew', () => {
  it('puts the words of a tilted row back on one baseline', () => {
    const angle = (2 * Math.PI) / 180;
    const word = (text: string, x: number, y: number) => {
      // a straight row at y, turned by `angle` around the origin
      const rx = x * Math.cos(angle) - y * Math.sin(angle);
      const ry = x * Math.sin(angle) + y * Math.cos(angle);
      return { text, x0: rx - 20, x1: rx + 20, y0: ry - 10, y1: ry + 10, page: 1 };
    };
    const tilted = [word('TOTAL', 50, 500), word('24.45', 700, 500)];
    expect(buildRows(tilted)).toHaveLength(2);
    const rows = buildRows(deskew(tilted, angle));
    expect(rows.map((r) => r.text)).toEqual(['TOTAL  24.45']);
  });

  it('leaves a straight page alone', () => {
    const words = [{ text: 'A', x0: 0, x1: 10, y0: 0, y1: 10, page: 1 }];
    expect(deskew(words, 0.001)).toBe(words);
  });
});

describe('the e-invoice fixtures', () => {
  it.each(['einvoice-ubl.xml', 'einvoice-myinvois.json'])(
    '%s reads exactly, without OCR',
    async (name) => {
      const r = await readDocument(await fixture(name));
      expect(r).toMatchObject({
        source: 'E_INVOICE',
        supplier: 'LAUT BIRU SEAFOOD SDN BHD',
        number: 'INV-2002',
        date: '2026-11-03',
        total: '223.77',
        review: [],
      });
      expect(r.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual([
        ['PRAWN TIGER (L)', '2', '48.00', '96.00'],
        ['SQUID FRESH', '3', '22.50', '67.50'],
        ['FISH BALL 1KG PACK', '4', '11.90', '47.60'],
      ]);
    },
  );
});
