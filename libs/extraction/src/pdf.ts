import type { Word } from './types';

/**
 * The PDF side of the engine through unpdf's bundled pdf.js (one pdf.js in the process; the ocr
 * helper rasterises scanned pages with the same one): the text layer as positioned words and
 * the embedded invoice XML of a ZUGFeRD / Factur-X PDF.
 */

type PdfDocument = Awaited<ReturnType<typeof import('unpdf').getDocumentProxy>>;

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js may detach the buffer it is given: hand it a copy
  return getDocumentProxy(new Uint8Array(bytes));
}

/** Attachment names that carry a structured invoice (ZUGFeRD 1/2, Factur-X, XRechnung). */
const INVOICE_ATTACHMENT = /(zugferd|factur-?x|xrechnung|order-x|invoice).*\.xml$/i;

function isMap(value: unknown): value is Map<unknown, unknown> {
  return Object.prototype.toString.call(value) === '[object Map]';
}

/** The embedded invoice XML's text, or null when the PDF carries none. */
export async function embeddedInvoiceXml(pdf: PdfDocument): Promise<string | null> {
  let attachments: unknown;
  try {
    attachments = await pdf.getAttachments();
  } catch {
    return null;
  }
  const names: string[] = isMap(attachments)
    ? [...attachments.keys()].map(String)
    : attachments && typeof attachments === 'object'
      ? Object.keys(attachments)
      : [];
  const ordered = [
    ...names.filter((name) => INVOICE_ATTACHMENT.test(name)),
    ...names.filter((name) => !INVOICE_ATTACHMENT.test(name) && /\.xml$/i.test(name)),
  ];
  for (const name of ordered) {
    let content: Uint8Array | null = null;
    try {
      const fetched: unknown = await (
        pdf as unknown as { getAttachmentContent(name: string): Promise<unknown> }
      ).getAttachmentContent(name);
      // (not `instanceof`: pdf.js may run in another realm, e.g. under jest)
      if (ArrayBuffer.isView(fetched)) {
        content = new Uint8Array(fetched.buffer, fetched.byteOffset, fetched.byteLength);
      }
    } catch {
      content = null;
    }
    if (!content && !isMap(attachments) && attachments && typeof attachments === 'object') {
      const entry = (attachments as Record<string, { content?: Uint8Array }>)[name];
      content = entry?.content ?? null;
    }
    if (content) return decodeText(content);
  }
  return null;
}

/** UTF-8 (with or without BOM) or UTF-16 (with BOM) text. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The words of one page with their boxes (y grows downwards, in pt). pdf.js items are glued when
 * they touch (a number split in pieces: "RE-20" "201121" "/50" "8") and split at spaces, each
 * word getting its share of the item's width; rotated text (margins, watermarks) is left out.
 */
export async function pageWords(pdf: PdfDocument, pageNumber: number): Promise<Word[]> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = (content.items as unknown[]).filter(
    (item): item is TextItem => typeof (item as TextItem).str === 'string',
  );
  interface Run {
    text: string;
    x0: number;
    x1: number;
    baseline: number;
    height: number;
  }
  const runs: Run[] = [];
  for (const item of items) {
    const [a, b, , d, e, f] = item.transform;
    if (Math.abs(b) > Math.abs(a) * 0.1 || a <= 0 || d <= 0) continue; // rotated or mirrored
    const height = item.height || Math.abs(d);
    const run: Run = { text: item.str, x0: e, x1: e + item.width, baseline: f, height };
    const last = runs[runs.length - 1];
    if (
      last &&
      item.str.trim() &&
      last.text.trim() &&
      Math.abs(last.baseline - f) < 0.5 &&
      run.x0 - last.x1 < 0.15 * (last.height || height) &&
      run.x0 - last.x1 > -0.5 * (last.height || height)
    ) {
      last.text += item.str;
      last.x1 = run.x1;
      continue;
    }
    if (item.str.trim()) runs.push(run);
  }
  const words: Word[] = [];
  for (const run of runs) {
    const perChar = (run.x1 - run.x0) / Math.max(1, run.text.length);
    const top = viewport.height - run.baseline - run.height * 0.8;
    const bottom = viewport.height - run.baseline + run.height * 0.2;
    const re = /\S+/g;
    for (let m = re.exec(run.text); m; m = re.exec(run.text)) {
      words.push({
        text: m[0],
        x0: run.x0 + m.index * perChar,
        x1: run.x0 + (m.index + m[0].length) * perChar,
        y0: top,
        y1: bottom,
        page: pageNumber,
      });
    }
  }
  return words;
}
