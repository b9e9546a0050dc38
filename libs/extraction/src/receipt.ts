import { ExtractionReviewReasons, add, cmp, mul, sub, sum } from '@mise/domain';
import { findDates } from './dates';
import { looksLikeAmount, parseAmount, parseQuantity } from './numbers';
import type { DocumentReading, ReadCharge, ReadLine, Row, Word } from './types';

/**
 * Reading a till receipt (Malaysian style: RM, GST/SST, service charge, 5-sen rounding) from its
 * rows, top to bottom. Generic rules only (no shop names): the supplier is the company line at the
 * top, the item rows are the rows with an amount between the header and the first summary row
 * (sub total, tax, total, cash, …), and the total is the summary amount that agrees with the
 * lines, the charges, or cash minus change. A line whose numbers cannot be cross-checked, or that
 * holds a word read with low confidence, is marked for review: never silently wrong.
 */
export type ReceiptReading = Pick<
  DocumentReading,
  'supplier' | 'number' | 'date' | 'total' | 'currency' | 'lines' | 'charges' | 'review'
>;

/**
 * A word read with less confidence than this (tesseract's 0–100) marks its line `lowConfidence`.
 * Measured on the development receipts with `npm run bench -- extraction`.
 */
export const LOW_CONFIDENCE = 60;

/** Words that name the company line at the top of a receipt (generic legal/trade forms). */
const COMPANY =
  /\b(SDN\.?\s*BHD|BHD|S\/B|ENTERPRISES?|TRADING|RESTORAN|RESTAURANT|KEDAI|MART|STORES?|SUPERMARKET|PHARMACY|HARDWARE|BOOKSTORES?|STATIONERY|SHOP|CAFE|BAKERY|CO\.|COMPANY|BERHAD|PLT|LTD|MARKETING|CENTRE|CENTER|HOLDINGS)\b/i;
/** Header rows that are never the supplier. */
const NOT_SUPPLIER =
  /\b(TAX\s*INVOICE|INVOICE|RECEIPT|RESIT|GUEST\s*CHECK|TEL|FAX|GST|SST|REG|NO\s*[:.]|JALAN|JLN|LOT|TAMAN|WELCOME|CASHIER|DATE)\b/i;
/** A summary row: it ends the item rows. */
const SUMMARY =
  /\b(SUB[\s-]*TOTAL|TOTAL|TTL|NETT|GST|SST|SERVICE|SRV|SVC|ROUNDING|RND|CASH|CHANGE|TENDER(ED)?|PAYMENT|AMOUNT\s+DUE|DISCOUNT|VISA|MASTER(CARD)?|ITEMS?\s*[:=(]|QTY\s*[:=]|JUMLAH|BAYARAN|BAKI)\b/i;
const TOTAL_LABEL = /\b(TOTAL|TTL|NETT|AMOUNT\s+DUE|JUMLAH|PAYABLE)\b/i;
const NOT_TOTAL =
  /\b(SUB[\s-]*TOTAL|QTY|ITEMS?|EXCL\w*|SAVINGS?|DISC\w*|POINTS?|SUMMARY|QUANTITY|TAX\s+AMOUNT|GST\s*\(|SALES\s+INCL)\b/i;
const CHARGE_KINDS: Array<[ReadCharge['kind'], RegExp]> = [
  ['ROUNDING', /\b(ROUNDING|RND|ROUND\s*ADJ\w*|ADJ\w*)\b/i],
  ['SERVICE', /\b(SERVICE|SRV|SVC|S\/C)\b/i],
  ['DISCOUNT', /\b(DISCOUNT|DISC)\b/i],
  ['TAX', /\b(GST|SST|TAX)\b/i],
];
const CASH = /\b(CASH|TENDER(ED)?|PAYMENT|PAID|VISA|MASTER(CARD)?|CARD)\b/i;
const CHANGE = /\b(CHANGE|BAKI)\b/i;
const NUMBER_LABEL =
  /\b(?:INV(?:OICE)?|BILL|RECEIPT|RCPT|RESIT|DOC(?:UMENT)?|CHECK|CHK|SLIP|TRANS(?:ACTION)?|CB)\s*(?:NO\.?|#|NUM(?:BER)?)?\s*[:#.]?\s*([A-Z0-9][A-Z0-9/-]{3,})/i;
/** Tax codes and marks printed after a line amount ("SR", "ZR", "S", "Z", "E", "*"). */
const TRAILING_CODE = /^(SR|ZR|S|Z|E|T|X|N|R|TX|ZRL|[*$§¥#])$/i;
const BARCODE = /^(\d+\))?\d{8,14}$/;

interface Amounted {
  row: Row;
  /** the row's words minus trailing tax codes */
  words: Word[];
  /** index of the last amount word in `words`, -1 when none */
  at: number;
  total: string | null;
}

function stripCodes(words: Word[]): Word[] {
  const ws = [...words];
  while (ws.length > 1 && TRAILING_CODE.test(ws[ws.length - 1].text)) ws.pop();
  // "15.00ZR", "0.00SR": a code glued to the amount
  const last = ws[ws.length - 1];
  if (last && /^-?\d[\d,.]*\.\d{2}(SR|ZR|S|Z|E)$/i.test(last.text)) {
    ws[ws.length - 1] = { ...last, text: last.text.replace(/(SR|ZR|S|Z|E)$/i, '') };
  }
  return ws;
}

function amountOf(text: string): string | null {
  const t = text.replace(/^RM/i, '');
  return looksLikeAmount(t) ? parseAmount(t) : null;
}

function analyse(row: Row): Amounted {
  const words = stripCodes(row.words);
  const last = words.length - 1;
  const total = last >= 0 ? amountOf(words[last].text) : null;
  return { row, words, at: total === null ? -1 : last, total };
}

const upper = (s: string) => s.replace(/\s+/g, ' ').trim().toUpperCase();

function minConfidence(words: Word[]): number {
  let min = 100;
  for (const w of words) if (w.confidence !== undefined) min = Math.min(min, w.confidence);
  return min;
}

/** The company line at the top: a row with a company word, else the first wordy row. */
function findSupplier(rows: Row[], stop: number): string | null {
  const top = rows.slice(0, Math.min(stop, 10));
  const clean = (t: string) =>
    upper(t.replace(/\(\s*[\dA-Z]*\d[\dA-Z-]*\s*\)\.?/gi, '').replace(/[|_~]+/g, ' '))
      .replace(/[.,:;]+$/, '')
      .trim();
  const company = top.find((r) => COMPANY.test(r.text) && !NOT_SUPPLIER.test(r.text));
  if (company) return clean(company.text);
  const wordy = top.find((r) => {
    const letters = r.text.replace(/[^A-Za-z]/g, '').length;
    return (
      letters >= 4 &&
      letters / r.text.replace(/\s/g, '').length > 0.7 &&
      !NOT_SUPPLIER.test(r.text) &&
      minConfidence(r.words) >= LOW_CONFIDENCE
    );
  });
  return wordy ? clean(wordy.text) : null;
}

function findDate(rows: Row[]): string | null {
  const labelled = rows.filter((r) => /\b(DATE|TARIKH)\b/i.test(r.text));
  for (const r of [...labelled, ...rows]) {
    const found = findDates(r.text.replace(/\s*([/.-])\s*/g, '$1'));
    if (found.length) return found[0];
  }
  return null;
}

function findNumber(rows: Row[]): string | null {
  for (const r of rows) {
    const m = NUMBER_LABEL.exec(r.text);
    if (m && /\d/.test(m[1])) return m[1];
  }
  return null;
}

/** Quantity and unit price from the words before a line's amount ("2 @3.50", "3 X 2.40", "12.50*2"). */
function readQuantityPrice(words: Word[]): {
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  rest: Word[];
} {
  const texts = words.map((w) => w.text);
  const joined = texts.join(' ');
  // qty @ price / qty X price / price * qty at the end of the words
  const patterns: Array<[RegExp, 'qp' | 'pq']> = [
    [/(?:^|\s)(\d+(?:\.\d+)?)\s*([A-Za-z]{1,4})?\s*@\s*(\d[\d,]*\.\d{2,4})\s*$/, 'qp'],
    [/(?:^|\s)@\s*(\d[\d,]*\.\d{2,4})\s*$/, 'qp'],
    [/(?:^|\s)(\d+(?:\.\d+)?)\s*([A-Za-z]{1,4})?\s*[xX×]\s*(\d[\d,]*\.\d{2,4})\s*$/, 'qp'],
    [/(?:^|\s)(\d[\d,]*\.\d{2,4})\s*\*\s*(\d+(?:\.\d+)?)\s*$/, 'pq'],
  ];
  for (const [re, order] of patterns) {
    const m = re.exec(joined);
    if (!m) continue;
    let quantity: string | null = null;
    let unit: string | null = null;
    let price: string | null;
    if (order === 'pq') {
      price = parseAmount(m[1]);
      quantity = parseQuantity(m[2])?.quantity ?? null;
    } else if (m.length === 2) {
      price = parseAmount(m[1]);
    } else {
      const q = parseQuantity(`${m[1]}${m[2] ? ` ${m[2]}` : ''}`);
      quantity = q?.quantity ?? null;
      unit = q?.unit ?? null;
      price = parseAmount(m[3]);
    }
    const restText = joined.slice(0, m.index).trim();
    const rest = takeWords(words, restText);
    return { quantity, unit, unitPrice: price, rest };
  }
  return { quantity: null, unit: null, unitPrice: null, rest: words };
}

/** The leading words of `words` whose texts make up `prefix`. */
function takeWords(words: Word[], prefix: string): Word[] {
  const out: Word[] = [];
  let len = 0;
  for (const w of words) {
    if (len >= prefix.length) break;
    out.push(w);
    len += w.text.length + 1;
  }
  return out;
}

interface Draft {
  description: string[];
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  total: string;
  words: Word[];
  unreadable: boolean;
  /** the row printed its own description (continuation rows below belong to it) */
  ownDescription: boolean;
}

function itemFrom(a: Amounted): Draft {
  const total = a.total!;
  let before = a.words.slice(0, a.at);
  let unreadable = false;
  // more amounts before the total: [unit price, (discount,)] total in a table-like row
  const amounts: string[] = [];
  while (before.length && amountOf(before[before.length - 1].text) !== null) {
    amounts.unshift(amountOf(before.pop()!.text)!);
  }
  let { quantity, unit, unitPrice, rest } = readQuantityPrice(before);
  if (amounts.length && unitPrice === null) {
    unitPrice = amounts[0];
    rest = before;
  } else if (amounts.length) unreadable = true;
  // a leading quantity ("1 RIBS PLATTER", "0.9 ALUMINIUM ROD", "2) ...")
  if (quantity === null && rest.length > 1) {
    const q = /^\d{1,3}(\.\d{1,3})?$/.test(rest[0].text) ? parseQuantity(rest[0].text) : null;
    if (q) {
      quantity = q.quantity;
      rest = rest.slice(1);
    }
  }
  if (unitPrice !== null && quantity === null) quantity = '1';
  const description = rest
    .filter((w) => !BARCODE.test(w.text))
    .map((w) => w.text.replace(/^\d{1,2}\)(?=\D)/, ''))
    .filter((t) => t && !/^[-=_~.:]+$/.test(t));
  // a stray number-like word that is not an amount after the description ("540" for 5.40)
  if (rest.length && /^\d{3,}$/.test(rest[rest.length - 1].text) && unitPrice !== null)
    unreadable = true;
  return {
    description,
    quantity,
    unit,
    unitPrice,
    total,
    words: a.words,
    unreadable,
    ownDescription: description.join('').replace(/[^A-Za-z]/g, '').length >= 2,
  };
}

/** Text rows between items that are not descriptions: rules, column headers, barcodes alone. */
function isNoise(r: Row): boolean {
  const t = r.text.trim();
  const letters = t.replace(/[^A-Za-z]/g, '').length;
  if (letters < 2) return true;
  if (/^[-=_~*.\s—–]+$/.test(t)) return true;
  if (/\b(QTY|DESCRIPTION|PRICE|AMOUNT|ITEM)\b.*\b(QTY|PRICE|AMOUNT|TOTAL|RM)\b/i.test(t))
    return true;
  return false;
}

function lineReview(d: Draft): string[] {
  const review: string[] = [];
  if (d.unreadable) review.push(ExtractionReviewReasons.unreadableNumber);
  if (d.quantity !== null && d.unitPrice !== null) {
    const expected = mul(d.quantity, d.unitPrice);
    const places = (d.total.split('.')[1] ?? '').length;
    // half a unit of the total's last printed decimal
    const tolerance = `0.${'0'.repeat(places)}5`;
    const diff = sub(expected, d.total).replace('-', '');
    if (cmp(diff, tolerance) > 0) review.push(ExtractionReviewReasons.arithmetic);
  } else review.push(ExtractionReviewReasons.noQuantity);
  if (minConfidence(d.words) < LOW_CONFIDENCE) review.push(ExtractionReviewReasons.lowConfidence);
  return review;
}

/** All subsets of the charges (few: tax, service, rounding, discount), largest first. */
function subsets<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = (1 << list.length) - 1; mask >= 0; mask--)
    out.push(list.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => b.length - a.length);
}

export function readReceipt(rows: Row[]): ReceiptReading {
  const analysed = rows.map(analyse);
  const firstSummary = analysed.findIndex(
    (a, i) => SUMMARY.test(a.row.text) && analysed.slice(0, i).some((b) => b.total !== null),
  );
  const summaryStart = firstSummary < 0 ? analysed.length : firstSummary;
  // the items start below the header: after the date row when it is above the summary
  const dateRow = analysed.findIndex(
    (a, i) => i < summaryStart && findDates(a.row.text.replace(/\s*([/.-])\s*/g, '$1')).length > 0,
  );
  const firstAmount = analysed.findIndex((a) => a.total !== null);
  const itemStart = dateRow >= 0 && dateRow < summaryStart ? dateRow + 1 : Math.max(0, firstAmount);

  const drafts: Draft[] = [];
  let pending: string[] = [];
  for (let i = itemStart; i < summaryStart; i++) {
    const a = analysed[i];
    if (a.total === null) {
      if (!isNoise(a.row) && !SUMMARY.test(a.row.text)) {
        const words = a.row.words.filter((w) => !BARCODE.test(w.text)).map((w) => w.text);
        if (words.length) pending.push(words.join(' '));
      }
      continue;
    }
    if (CASH.test(a.row.text) || CHANGE.test(a.row.text)) continue;
    const d = itemFrom(a);
    if (d.ownDescription) {
      if (drafts.length && pending.length) drafts[drafts.length - 1].description.push(...pending);
    } else {
      d.description = [...pending.slice(-2), ...d.description];
    }
    pending = [];
    drafts.push(d);
  }
  if (drafts.length && pending.length) drafts[drafts.length - 1].description.push(...pending);

  // summary: charges, total candidates, cash and change
  const charges: ReadCharge[] = [];
  const totals: string[] = [];
  let cash: string | null = null;
  let change: string | null = null;
  let subTotal: string | null = null;
  for (let i = summaryStart; i < analysed.length; i++) {
    const a = analysed[i];
    const text = a.row.text;
    let amount = a.total;
    // a label whose amount is printed on the row below ("Total Inclusive GST:" / "329.10")
    if (amount === null && i + 1 < analysed.length) {
      const next = analysed[i + 1];
      if (next.total !== null && next.words.length === 1) amount = next.total;
    }
    if (amount === null) continue;
    if (/\b(SUB[\s-]*TOTAL)\b/i.test(text)) {
      subTotal ??= amount;
      continue;
    }
    if (CHANGE.test(text)) {
      change ??= amount;
      continue;
    }
    if (CASH.test(text) && !TOTAL_LABEL.test(text)) {
      cash ??= amount;
      continue;
    }
    if (TOTAL_LABEL.test(text) && !NOT_TOTAL.test(text)) {
      totals.push(amount);
      continue;
    }
    if (/%\s*[:=]?\s*[\d.]+\s+[\d.]+$/.test(text) && /[SZ]\s*=|@\s*\d+%|CODE/i.test(text)) continue;
    const kind = CHARGE_KINDS.find(([, re]) => re.test(text))?.[0];
    if (kind && charges.length < 6 && totals.length === 0 && !/INCLUSIVE|INCL\b/i.test(text)) {
      const signed = kind === 'DISCOUNT' && !amount.startsWith('-') ? `-${amount}` : amount;
      charges.push({ kind, name: labelOf(a.words), amount: signed });
    }
  }

  const lineSum = sum(drafts.map((d) => d.total));
  const paid = cash !== null && change !== null ? sub(cash, change) : null;
  const adds = (t: string) =>
    subsets(charges).find((set) => cmp(add(lineSum, sum(set.map((c) => c.amount))), t) === 0);
  let total: string | null = null;
  let chosen: ReadCharge[] = charges;
  let consistent = false;
  for (const t of totals) {
    const set = adds(t);
    if (set) {
      total = t;
      chosen = set;
      consistent = true;
      break;
    }
  }
  if (!total && paid) total = totals.find((t) => cmp(t, paid) === 0) ?? null;
  if (!total && totals.length) total = totals.reduce((m, t) => (cmp(t, m) > 0 ? t : m));
  if (!total && subTotal) total = subTotal;
  if (!consistent) chosen = charges.filter((c) => c.kind !== 'TAX' || !total);

  const lines: ReadLine[] = drafts.map((d) => {
    const review = lineReview(d);
    return {
      description: upper(d.description.join(' ')),
      quantity: d.quantity,
      unit: d.unit,
      unitPrice: d.unitPrice,
      total: d.total,
      review,
      confidence: minConfidence(d.words) / 100,
    };
  });
  const review: string[] = [];
  if (!total) review.push(ExtractionReviewReasons.noTotal);
  else if (!consistent && lines.length) review.push(ExtractionReviewReasons.totalMismatch);
  if (!lines.length) review.push(ExtractionReviewReasons.noLines);
  const currency = rows.some((r) => /\b(RM|MYR|GST|SST|SDN|BHD)\b/i.test(r.text)) ? 'MYR' : null;
  return {
    supplier: findSupplier(rows, itemStart > 0 ? itemStart : rows.length),
    number: findNumber(rows.slice(0, summaryStart + 1)),
    date: findDate(rows),
    total,
    currency,
    lines,
    charges: chosen,
    review,
  };
}

function labelOf(words: Word[]): string {
  return words
    .filter((w) => amountOf(w.text) === null)
    .map((w) => w.text)
    .join(' ')
    .replace(/[:\s]+$/, '')
    .trim();
}
