import type { DocumentReading, OcrEngine, ReadOptions, Row } from './types';
import { sniff } from './sniff';
import { readEInvoice, type EInvoiceReading } from './einvoice';
import { checkDocument } from './checks';
import { decodeText, embeddedInvoiceXml, openPdf, pageWords } from './pdf';
import { buildRows } from './rows';
import { labelOf, readTable, rowAmount, totalRank } from './table';
import {
  decimalMark,
  findCurrency,
  findDate,
  findNumber,
  findSupplier,
  isCreditNote,
} from './fields';
import { ocrModules } from './ocr-seam';

/** The file is none of PDF, JPEG, PNG, UBL / CII XML or MyInvois JSON (or is damaged). */
export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

/** A PDF page with fewer printed characters than this is a scan (its text layer is empty or noise). */
const SCANNED_PAGE_CHARACTERS = 20;
/** A page with fewer characters than this whose text gave no line is read again through OCR. */
const THIN_PAGE_CHARACTERS = 200;

/**
 * Reads one file into a proposal: an e-invoice exactly, a PDF's embedded invoice when it has one,
 * else the PDF's text layer, else (images, scans) OCR. Every line and the document are checked.
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<DocumentReading> {
  const started = performance.now();
  const kind = sniff(bytes);
  let reading: Omit<DocumentReading, 'seconds'>;
  if (kind === 'xml' || kind === 'json') {
    const parsed = readEInvoice(decodeText(bytes), kind);
    if (!parsed)
      throw new UnreadableDocumentError(
        `${options.fileName ?? 'The file'} is not a UBL or CII invoice.`,
      );
    reading = fromEInvoice(parsed, 'E_INVOICE', false, 1);
    options.onPage?.(1, 1);
  } else if (kind === 'pdf') {
    reading = await readPdf(bytes, options);
  } else if (kind === 'jpeg' || kind === 'png') {
    reading = await readImage(bytes, options);
  } else {
    throw new UnreadableDocumentError(
      `${options.fileName ?? 'The file'} is not a PDF, JPEG, PNG, XML or JSON document.`,
    );
  }
  return { ...reading, seconds: (performance.now() - started) / 1000 };
}

function fromEInvoice(
  parsed: EInvoiceReading,
  source: 'E_INVOICE' | 'EMBEDDED_XML',
  hasEmbeddedInvoice: boolean,
  pages: number,
): Omit<DocumentReading, 'seconds'> {
  const { declared, ...fields } = parsed;
  const review = checkDocument({
    total: parsed.total,
    lines: parsed.lines,
    charges: parsed.charges,
    subtotal: declared.taxExclusive,
    tax: declared.tax,
  });
  return { ...fields, source, hasEmbeddedInvoice, review, pages };
}

async function readPdf(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<Omit<DocumentReading, 'seconds'>> {
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    throw new UnreadableDocumentError(
      `${options.fileName ?? 'The PDF'} could not be opened (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  try {
    const xml = await embeddedInvoiceXml(pdf);
    const embedded = xml ? readEInvoice(xml, 'xml') : null;
    const pages = pdf.numPages;
    if (embedded && options.useAttachments !== false) {
      options.onPage?.(pages, pages);
      return fromEInvoice(embedded, 'EMBEDDED_XML', true, pages);
    }
    const words = [];
    let pageHeight = 842;
    for (let p = 1; p <= pages; p++) {
      words.push(...(await pageWords(pdf, p)));
      if (p === 1) pageHeight = (await pdf.getPage(1)).getViewport({ scale: 1 }).height;
      options.onPage?.(p, pages);
    }
    const characters = words.reduce((n, w) => n + w.text.length, 0);
    const digital =
      characters >= SCANNED_PAGE_CHARACTERS * pages
        ? readRows(buildRows(words), 'PDF_TEXT', pageHeight)
        : null;
    // no text layer (a scan), or a thin one (a stamp or a footer over a scanned table) that gave no line
    if (!digital || (digital.lines.length === 0 && characters < THIN_PAGE_CHARACTERS * pages)) {
      const scanned = await withEngine(options, (engine) =>
        ocrModules().recognizePages(bytes, 'pdf', engine, options.onPage),
      );
      return {
        ...readRows(buildRows(scanned.words), 'OCR', pageHeightOf(scanned.words, pageHeight)),
        hasEmbeddedInvoice: embedded !== null,
        pages,
      };
    }
    return {
      ...digital,
      hasEmbeddedInvoice: embedded !== null,
      pages,
    };
  } finally {
    await (pdf as unknown as { destroy?: () => Promise<void> }).destroy?.().catch(() => undefined);
  }
}

async function readImage(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<Omit<DocumentReading, 'seconds'>> {
  const { words, pages } = await withEngine(options, (engine) =>
    ocrModules().recognizePages(bytes, 'image', engine, options.onPage),
  );
  return {
    ...readRows(buildRows(words), 'OCR', pageHeightOf(words, 0)),
    hasEmbeddedInvoice: false,
    pages,
  };
}

/**
 * The bundled tesseract engine when the caller passes none: created on first need, reused by every
 * reading (loading the model costs ~0.3 s), and terminated after a while without work so that an
 * idle process (a test run, a worker between jobs) holds no OCR thread. `releaseOcrEngine()`
 * terminates it at once (on shutdown).
 */
const ENGINE_IDLE_MS = 15_000;
let shared: { engine: Promise<OcrEngine>; busy: number; timer: NodeJS.Timeout | null } | null =
  null;

export async function releaseOcrEngine(): Promise<void> {
  const current = shared;
  shared = null;
  if (!current) return;
  if (current.timer) clearTimeout(current.timer);
  await (await current.engine).terminate();
}

async function withEngine<T>(
  options: ReadOptions,
  run: (engine: OcrEngine) => Promise<T>,
): Promise<T> {
  if (options.ocr) return run(options.ocr);
  if (!shared) {
    const engine = ocrModules().createTesseractEngine();
    shared = { engine, busy: 0, timer: null };
    engine.catch(() => {
      shared = null;
    });
  }
  const current = shared;
  current.busy += 1;
  if (current.timer) clearTimeout(current.timer);
  current.timer = null;
  try {
    return await run(await current.engine);
  } finally {
    current.busy -= 1;
    if (current.busy === 0 && shared === current) {
      current.timer = setTimeout(() => void releaseOcrEngine(), ENGINE_IDLE_MS);
      current.timer.unref();
    }
  }
}

function pageHeightOf(words: { y1: number; page: number }[], fallback: number): number {
  const first = words.filter((w) => w.page === (words[0]?.page ?? 1));
  return first.length ? Math.max(...first.map((w) => w.y1)) : fallback;
}

/** A document's rows (text layer or OCR) → its reading: the line table, else a till receipt. */
export function readRows(
  rows: Row[],
  source: 'PDF_TEXT' | 'OCR',
  pageHeight: number,
): Omit<DocumentReading, 'seconds' | 'hasEmbeddedInvoice' | 'pages'> {
  const text = rows.map((r) => r.text).join('\n');
  const decimal = decimalMark(text);
  const table = readTable(rows, { decimal });
  const total = table.total ?? totalElsewhere(rows, table.tableRows, decimal);
  const lines = table.lines;
  const review = checkDocument({
    total,
    lines,
    charges: table.charges,
    subtotal: table.subtotal,
    tax: table.tax,
  });
  if (source === 'PDF_TEXT' && lines.length === 0) {
    // a digital receipt (no table header): the till receipt reader, when it finds lines
    const receipt = ocrModules().readReceipt(rows);
    if (receipt.lines.length > 0) return { ...receipt, source, kind: 'RECEIPT' };
  }
  if (source === 'OCR') {
    // a photo: a till receipt unless a table reads it better (receipts with a header row often
    // print an item over two rows, which the receipt reader knows and the table reader does not)
    const receipt = ocrModules().readReceipt(rows);
    if (lines.length === 0 || score(receipt.lines, receipt.review) >= score(lines, review)) {
      return { ...receipt, source, kind: 'RECEIPT' };
    }
  }
  const outside = rows.filter((r) => !table.tableRows.has(r));
  return {
    source,
    kind: isCreditNote(text, total) ? 'CREDITMEMO' : 'INVOICE',
    supplier: findSupplier(rows, pageHeight),
    number: findNumber(outside),
    date: findDate(outside),
    total,
    currency: findCurrency(text),
    lines,
    charges: table.charges,
    review,
  };
}

/** A total printed away from the table ("Amount due 123.45" in the header box), when it says so. */
function totalElsewhere(
  rows: Row[],
  tableRows: Set<Row>,
  decimal: ',' | '.' | undefined,
): string | null {
  for (const row of rows) {
    if (tableRows.has(row) || labelOf(row.text) !== 'TOTAL' || totalRank(row.text) < 3) continue;
    const amount = rowAmount(row, { decimal });
    if (amount !== null) return amount;
  }
  return null;
}

/** How well a reading went: lines that passed every check count most, then lines with an amount. */
function score(lines: DocumentReading['lines'], review: string[]): number {
  const clean = lines.filter((line) => line.review.length === 0).length;
  const withAmount = lines.filter((line) => !/^-?0(\.0+)?$/.test(line.total)).length;
  return clean * 2 + withAmount + (review.length === 0 ? 2 : 0);
}
