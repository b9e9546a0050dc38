import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readDocument, readRows, releaseOcrEngine, UnreadableDocumentError } from './read';
import { ocrSeam } from './ocr-seam';
import { sniff } from './sniff';
import type { OcrEngine, Word } from './types';
import { page, words } from './testing/layout';

const fixture = async (name: string): Promise<Uint8Array> =>
  new Uint8Array(await readFile(path.join(__dirname, '../test/fixtures', name)));

describe('sniffing the bytes', () => {
  it('tells PDF, JPEG, PNG, XML and JSON apart whatever the name says', async () => {
    expect(sniff(await fixture('invoice-table.pdf'))).toBe('pdf');
    expect(sniff(await fixture('receipt.jpg'))).toBe('jpeg');
    expect(sniff(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniff(new TextEncoder().encode('\uFEFF  <?xml version="1.0"?><Invoice/>'))).toBe('xml');
    expect(sniff(new TextEncoder().encode('{"_D": "x"}'))).toBe('json');
    expect(sniff(new TextEncoder().encode('hello'))).toBe('unknown');
  });

  it('refuses a file that is none of them', async () => {
    await expect(
      readDocument(new TextEncoder().encode('plain text'), { fileName: 'notes.txt' }),
    ).rejects.toThrow(UnreadableDocumentError);
  });
});

describe('a digital PDF invoice (invoice-table.pdf)', () => {
  it('reads the header fields, every line with the wrapped description joined, and the totals', async () => {
    const pages: Array<[number, number]> = [];
    const reading = await readDocument(await fixture('invoice-table.pdf'), {
      onPage: (d, t) => pages.push([d, t]),
    });
    expect(reading).toMatchObject({
      source: 'PDF_TEXT',
      hasEmbeddedInvoice: false,
      kind: 'INVOICE',
      supplier: 'SEGAR FRESH SDN BHD',
      number: 'INV-1001',
      date: '2026-11-02',
      total: '90.42',
      currency: 'MYR',
      review: [],
      pages: 1,
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['TOMATO', '5', 'kg', '4.50', '22.50', []],
      ['CHICKEN BREAST', '2', 'kg', '12.00', '24.00', []],
      ['COOKING OIL 5L (PALM)', '1', 'btl', '28.90', '28.90', []],
      ['ONION RED', '3', 'kg', '3.20', '9.90', [Reasons.arithmetic]],
    ]);
    expect(reading.charges).toEqual([{ kind: 'TAX', name: 'SST 6%', amount: '5.12' }]);
    expect(pages).toEqual([[1, 1]]);
    expect(reading.seconds).toBeGreaterThan(0);
  });
});

describe('a ZUGFeRD / Factur-X PDF (invoice-zugferd.pdf)', () => {
  const expected = [
    ['Tomaten rot', '10', 'kg', '2.40', '24.00'],
    ['Mozzarella 125g', '20', 'pcs', '0.95', '19.00'],
    ['Olivenöl extra vergine 5 l Kanister', '2', 'pcs', '31.50', '63.00'],
  ];

  it('reads the embedded invoice exactly and says the PDF carries one', async () => {
    const reading = await readDocument(await fixture('invoice-zugferd.pdf'));
    expect(reading).toMatchObject({
      source: 'EMBEDDED_XML',
      hasEmbeddedInvoice: true,
      supplier: 'NORDFRISCH GMBH',
      number: 'RE-2026-0042',
      date: '2026-11-05',
      total: '113.42',
      currency: 'EUR',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total]),
    ).toEqual(expected);
  });

  it('reads the same invoice from the page when attachments are ignored', async () => {
    const reading = await readDocument(await fixture('invoice-zugferd.pdf'), {
      useAttachments: false,
    });
    expect(reading).toMatchObject({
      source: 'PDF_TEXT',
      hasEmbeddedInvoice: true,
      supplier: 'NORDFRISCH GMBH',
      number: 'RE-2026-0042',
      date: '2026-11-05',
      total: '113.42',
      currency: 'EUR',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total]),
    ).toEqual(expected);
    expect(reading.lines.every((l) => l.review.length === 0)).toBe(true);
  });
});

describe('images and scans go to OCR', () => {
  const engine: OcrEngine = {
    name: 'fake',
    recognize: () => Promise.reject(new Error('not used')),
    terminate: () => Promise.resolve(),
  };
  const calls: string[] = [];
  let ocrWords: Word[] = [];

  beforeEach(() => {
    calls.length = 0;
    ocrSeam.recognizePages = (_bytes, type, _engine, onPage) => {
      calls.push(`pages:${type}`);
      onPage?.(1, 1);
      return Promise.resolve({ words: ocrWords, pages: 1 });
    };
    ocrSeam.readReceipt = (rows) => {
      calls.push(`receipt:${rows.length}`);
      return {
        supplier: 'KEDAI RUNCIT MAJU ENTERPRISE',
        number: null,
        date: '2026-11-15',
        total: '7.00',
        currency: 'MYR',
        lines: [],
        charges: [],
        review: [Reasons.noLines],
      };
    };
  });
  afterEach(() => {
    delete ocrSeam.recognizePages;
    delete ocrSeam.readReceipt;
  });

  it('reads a photo without a table header as a till receipt', async () => {
    ocrWords = [
      ...words(10, [10, 'KEDAI RUNCIT MAJU ENTERPRISE']),
      ...words(40, [10, 'GARLIC 2 @3.50'], [200, '7.00']),
    ];
    const reading = await readDocument(await fixture('receipt.jpg'), { ocr: engine });
    expect(calls).toEqual(['pages:image', 'receipt:2']);
    expect(reading).toMatchObject({
      source: 'OCR',
      kind: 'RECEIPT',
      supplier: 'KEDAI RUNCIT MAJU ENTERPRISE',
      total: '7.00',
    });
  });

  it('reads a photographed invoice with the table reader when it reads better than the receipt reader, marking unsure words', async () => {
    const lowConfidence = words(
      40,
      [48, 'TOMATO'],
      [310, '5'],
      [335, 'KG'],
      [440, '4.50'],
      [520, '22.50'],
    ).map((w) => ({
      ...w,
      confidence: w.text === '4.50' ? 41 : 93,
    }));
    ocrWords = [
      ...words(10, [48, 'SEGAR FRESH SDN BHD']),
      ...words(
        25,
        [48, 'Description'],
        [300, 'Qty'],
        [335, 'UOM'],
        [418, 'Unit Price'],
        [512, 'Amount'],
      ),
      ...lowConfidence,
      ...words(60, [439, 'Total'], [520, '22.50']),
    ];
    const reading = await readDocument(await fixture('receipt.jpg'), { ocr: engine });
    expect(calls).toEqual(['pages:image', 'receipt:4']); // both tried, the table read it better
    expect(reading.source).toBe('OCR');
    expect(reading.lines).toEqual([
      {
        description: 'TOMATO',
        quantity: '5',
        unit: 'kg',
        unitPrice: '4.50',
        total: '22.50',
        review: [Reasons.lowConfidence],
        confidence: 0.41,
      },
    ]);
  });

  it('hands a PDF without a text layer (a scan) to OCR', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    const scanned = await doc.save();
    ocrWords = [...words(10, [10, 'TOTAL'], [200, '7.00'])];
    const reading = await readDocument(scanned, { ocr: engine });
    expect(calls[0]).toBe('pages:pdf');
    expect(reading.source).toBe('OCR');
    expect(reading.pages).toBe(1);
  });

  it('reads a PDF whose thin text layer gave no line (a stamp over a scanned table) through OCR', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]).drawText('Scanned copy - page 1', { x: 50, y: 800, size: 9, font });
    ocrWords = [...words(10, [10, 'TOTAL'], [200, '7.00'])];
    const reading = await readDocument(await doc.save(), { ocr: engine });
    expect(calls[0]).toBe('pages:pdf');
    expect(reading.source).toBe('OCR');
  });

  it('reads a digital receipt (a PDF without a table header) with the receipt reader', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Courier);
    const receipt = doc.addPage([230, 400]);
    const lines = [
      'KEDAI RUNCIT MAJU ENTERPRISE',
      '15/11/2026 10:02',
      'GARLIC 2 @3.50     7.00',
      'TOTAL              7.00',
      'CASH              10.00',
      'CHANGE             3.00',
    ];
    lines.forEach((text, i) => receipt.drawText(text, { x: 10, y: 380 - i * 14, size: 9, font }));
    ocrSeam.readReceipt = (rows) => {
      calls.push(`receipt:${rows.length}`);
      return {
        supplier: 'KEDAI RUNCIT MAJU ENTERPRISE',
        number: null,
        date: '2026-11-15',
        total: '7.00',
        currency: 'MYR',
        lines: [
          {
            description: 'GARLIC',
            quantity: '2',
            unit: null,
            unitPrice: '3.50',
            total: '7.00',
            review: [],
            confidence: 1,
          },
        ],
        charges: [],
        review: [],
      };
    };
    const reading = await readDocument(await doc.save(), { ocr: engine });
    expect(calls).toEqual(['receipt:6']);
    expect(reading).toMatchObject({ source: 'PDF_TEXT', kind: 'RECEIPT', total: '7.00' });
    expect(reading.lines).toHaveLength(1);
  });

  it('reuses one bundled OCR engine across readings when the caller passes none', async () => {
    let created = 0;
    let terminated = 0;
    ocrSeam.createTesseractEngine = () => {
      created += 1;
      return Promise.resolve({
        ...engine,
        terminate: () => Promise.resolve(void (terminated += 1)),
      });
    };
    ocrWords = [...words(10, [10, 'TOTAL'], [200, '7.00'])];
    const photo = await fixture('receipt.jpg');
    await readDocument(photo);
    await readDocument(photo);
    expect(created).toBe(1);
    await releaseOcrEngine();
    expect(terminated).toBe(1);
    delete ocrSeam.createTesseractEngine;
  });
});

describe('rows of a page', () => {
  it('takes a total printed away from the table ("Amount due" in the header box)', () => {
    const rows = page(
      words(20, [48, 'SEGAR FRESH SDN BHD'], [400, 'Amount due: RM 22.50']),
      words(
        100,
        [48, 'Description'],
        [300, 'Qty'],
        [335, 'UOM'],
        [418, 'Unit Price'],
        [512, 'Amount'],
      ),
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
    );
    const reading = readRows(rows, 'PDF_TEXT', 842);
    expect(reading.total).toBe('22.50');
    expect(reading.review).toEqual([]);
  });
});
