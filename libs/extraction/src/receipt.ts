import { ExtractionReviewReasons, add, cmp, mul, sub, sum } from '@mise/domain';
import { checkLine, LOW_CONFIDENCE } from './checks';
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

/** Words that name the company line at the top of a receipt (generic legal/trade forms). */
const COMPANY =
  /\b(SDN\.?\s*BHD|BHD|S\/B|ENTERPRISES?|TRADING|RESTORAN|RESTAURANT|KEDAI|MART|STORES?|SUPERMARKET|PHARMACY|HARDWARE|BOOKSTORES?|STATIONERY|SHOP|CAFE|BAKERY|CO\.|COMPANY|BERHAD|PLT|LTD|MARKETING|CENTRE|CENTER|HOLDINGS)\b/i;
/** Legal forms: the company line when a trade name is printed above it. */
const LEGAL = /\b(SDN|BHD|S\/B|ENTERPRISES?|TRADING|BERHAD|PLT|LTD|CO\.)(?=\W|$)/i;
/** Header rows that are never the supplier. */
const NOT_SUPPLIER =
  /\b(TAX\s*INVOICE|INVOICE|RECEIPT|RESIT|GUEST\s*CHECK|TEL|FAX|GST|SST|REG|NO\s*[:.]|JALAN|JLN|LOT|TAMAN|BANDAR|PERSIARAN|LORONG|WELCOME|CASHIER|DATE)\b/i;
/** A summary row: it ends the item rows. */
const SUMMARY =
  /\b(SUB[\s-]*TOTAL|\w*TOTAL|TTL|NETT|GST|SST|SERVICE|SRV|SVC|ROUNDING|RND|CASH|CHANGE|TENDER(ED)?|PAYMENT|AMOUNT\s+DUE|DISCOUNT|DISC|SPEC\.?\s*DISC|VISA|MASTER(CARD)?|ITEMS?\s*[:=(]|QTY\s*[:=]|JUMLAH|BAYARAN|BAKI)\b/i;
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
const TRAILING_CODE = /^([A-Z]{1,3}[$§.]?|[*$§¥#%]+)$/i;
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
  let ws = [...words];
  while (ws.length > 1 && TRAILING_CODE.test(ws[ws.length - 1].text)) ws.pop();
  const coded = ws.length < words.length;
  // "540 SR": an amount in front of a tax code whose decimal point was not read
  const tail = ws[ws.length - 1];
  if (
    coded &&
    tail &&
    /^\d{3,5}$/.test(tail.text) &&
    ws.some((w) => /^\d[\d,]*\.\d{2}$/.test(w.text))
  ) {
    ws[ws.length - 1] = {
      ...tail,
      text: `${tail.text.slice(0, -2)}.${tail.text.slice(-2)}`,
      confidence: Math.min(tail.confidence ?? 100, LOW_CONFIDENCE - 1),
    };
  }
  // the codes were words of a description after all: no amount before them
  if (coded && !amountOf(ws[ws.length - 1].text)) ws = [...words];
  // "15.00ZR", "0.00SR": a code glued to the amount
  const last = ws[ws.length - 1];
  if (last && /^-?\d[\d,.]*\.\d{2}(SR|ZR|S|Z|E)$/i.test(last.text)) {
    ws[ws.length - 1] = { ...last, text: last.text.replace(/(SR|ZR|S|Z|E)$/i, '') };
  }
  // "6 00": an amount whose decimal point was not read (kept, but as an uncertain word)
  const [a, b] = ws.slice(-2);
  if (
    ws.length >= 2 &&
    /^\d{1,5}$/.test(a.text) &&
    /^\d{2}$/.test(b.text) &&
    b.x0 - a.x1 < b.x1 - b.x0
  ) {
    ws.splice(ws.length - 2, 2, {
      ...a,
      text: `${a.text}.${b.text}`,
      x1: b.x1,
      confidence: Math.min(a.confidence ?? 100, b.confidence ?? 100, LOW_CONFIDENCE - 1),
    });
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
    upper(
      t
        .replace(/^([#*@[\]|]\S*\s+)+(?=[A-Za-z0-9])/, '')
        .replace(/\(\s*[\dA-Z]*\d[\dA-Z-]*\s*\)\.?/gi, '')
        .replace(/[|_~]+/g, ' '),
    )
      .replace(/^[(\s]+|[)\s]+$/g, '')
      .replace(/[.,:;]+$/, '')
      .trim();
  const legal = (r: Row) => LEGAL.test(r.text) && !NOT_SUPPLIER.test(r.text);
  const trade = (r: Row) =>
    COMPANY.test(r.text) && !NOT_SUPPLIER.test(r.text) && minConfidence(r.words) >= LOW_CONFIDENCE;
  const wordy = (r: Row, confidence: number) => {
    const letters = r.text.replace(/[^A-Za-z]/g, '').length;
    return (
      letters >= 4 &&
      letters / r.text.replace(/\s/g, '').length > 0.7 &&
      !NOT_SUPPLIER.test(r.text) &&
      !/\b\d{5}\b/.test(r.text) && // a postcode: an address line
      minConfidence(r.words) >= confidence
    );
  };
  // the company line: a legal form at the very top, else the first clearly read name at the very
  // top, a trade name near it, a legal form below a brand line
  const company =
    top.slice(0, 3).find(legal) ??
    top.slice(0, 2).find((r) => wordy(r, LOW_CONFIDENCE)) ??
    top.slice(0, 3).find(trade) ??
    top.find(legal);
  if (company) return clean(company.text);
  const named =
    top.slice(0, 2).find((r) => wordy(r, 0)) ?? top.find((r) => wordy(r, LOW_CONFIDENCE));
  return named ? clean(named.text) : null;
}

/** Letters OCR reads for the digits of faint print: O/o/Q/D → 0, l/I/|/i/! → 1, Z → 2, S/s → 5, B → 8. */
const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
};
/** A d/m/y- or y/m/d-shaped run of digits and digit look-alikes with at least three real digits. */
const DATE_LIKE =
  /(?<![\w|!])[\dOoQDlI|i!ZzSsB]{1,4}[/.-][\dOoQDlI|i!ZzSsB]{1,2}[/.-][\dOoQDlI|i!ZzSsB]{2,4}(?![\w|!])/g;

function repairDigits(text: string): string {
  return text.replace(DATE_LIKE, (m) =>
    (m.match(/\d/g) ?? []).length >= 3 ? m.replace(/[^\d/.-]/g, (c) => DIGIT_FOR[c] ?? c) : m,
  );
}

/** The receipt's date: a row labelled DATE / TARIKH first, then any row (exported for the OCR's date re-reading). */
export function findDate(rows: Row[]): string | null {
  const labelled = rows.filter((r) => /\b(DATE|TARIKH)\b/i.test(r.text));
  const dateIn = (text: string) =>
    findDates(
      text
        .replace(/\s*([/.-])\s*/g, '$1')
        // "2109/2017": a day and month whose separator was not read
        .replace(/(?<![\d/])([0-3]\d)([01]\d)\/(\d{4})(?!\d)/g, '$1/$2/$3'),
    )[0];
  for (const r of [...labelled, ...rows]) {
    const found = dateIn(r.text);
    if (found) return found;
  }
  // faint print: digits read as letters ("2O/O6/2Ol8"), repaired only where the result is a
  // real calendar date (findDates checks the calendar and a plausible year)
  for (const r of [...labelled, ...rows]) {
    const found = dateIn(repairDigits(r.text.replace(/\s*([/.-])\s*/g, '$1')));
    if (found) return found;
  }
  // on a row labelled as the date, slashes read as 7 or 1: "1271372016" is 12/13/2016
  for (const r of labelled) {
    const found = dateIn(
      r.text.replace(/(?<!\d)(\d{2})[71](\d{2})[71]((?:19|20)\d{2})(?!\d)/g, '$1/$2/$3'),
    );
    if (found) return found;
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

const QTY = /^\d{1,4}(\.\d{1,3})?$/;
const PRICE = /^-?\d[\d,]*\.\d{2,4}$/;
/** OCR reads a printed "1" at the start of a row as one of these. */
const ONE = /^[lI|\]!]$/;

/** Splits glued tokens: "2@3.50" → 2 @ 3.50, "5.90x3" → 5.90 x 3, "12.50*2" → 12.50 * 2. */
function tokens(words: Word[]): string[] {
  return words
    .map((w) => w.text)
    .join(' ')
    .replace(/(\d)\s*([@*×])\s*/g, '$1 $2 ')
    .replace(/(^|\s)([@*×])(?=\d)/g, '$1$2 ')
    .replace(/(\d)([xX])(\d)/g, '$1 $2 $3')
    .replace(/\bRM\s*(?=\d)/gi, '')
    .split(/\s+/)
    .filter((t) => t && !/^[-=~_:.,]+$/.test(t));
}

interface Parsed {
  description: string[];
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  /** a discount printed in the line (negative), between the unit price and the total */
  adjustment: string | null;
  unreadable: boolean;
}

const isX = (t: string) => /^[xX×*]$/.test(t);
const isInt = (t: string) => /^\d{1,4}$/.test(t);

/**
 * The quantity, unit price and description of an item row from its tokens before the amount:
 * explicit forms first ("2 @3.50", "3 X 2.40", "5.90 x 3", "12.50*2", "@ 2.50 12"), else the
 * numbers of a table-like row ("17007 65.00 15.50 1,007.50": the pair whose product is the total),
 * else a leading quantity ("1 RIBS PLATTER").
 */
function parseItem(before: string[], total: string): Parsed {
  const t = [...before];
  const out: Parsed = {
    description: [],
    quantity: null,
    unit: null,
    unitPrice: null,
    adjustment: null,
    unreadable: false,
  };
  const n = t.length;
  const qty = (x: string) => parseQuantity(x)?.quantity ?? null;
  let cut = n;
  if (n >= 3 && t[n - 2] === '@' && PRICE.test(t[n - 1]) && QTY.test(t[n - 3])) {
    [out.quantity, out.unitPrice, cut] = [qty(t[n - 3]), parseAmount(t[n - 1]), n - 3];
  } else if (
    n >= 4 &&
    t[n - 2] === '@' &&
    PRICE.test(t[n - 1]) &&
    QTY.test(t[n - 4]) &&
    /^[A-Za-z]{1,4}$/.test(t[n - 3])
  ) {
    out.unit = parseQuantity(`1 ${t[n - 3]}`)?.unit ?? null;
    [out.quantity, out.unitPrice, cut] = [qty(t[n - 4]), parseAmount(t[n - 1]), n - 4];
  } else if (n >= 3 && t[n - 3] === '@' && PRICE.test(t[n - 2]) && QTY.test(t[n - 1])) {
    [out.quantity, out.unitPrice, cut] = [qty(t[n - 1]), parseAmount(t[n - 2]), n - 3];
  } else if (n >= 2 && t[n - 2] === '@' && PRICE.test(t[n - 1])) {
    [out.unitPrice, cut] = [parseAmount(t[n - 1]), n - 2];
  } else if (n >= 3 && isX(t[n - 2]) && /^\d/.test(t[n - 3]) && /^\d/.test(t[n - 1])) {
    const [a, b] = [t[n - 3], t[n - 1]];
    // the whole number is the quantity; both with decimals: quantity first ("3.00 X 3.00")
    const priceFirst = t[n - 2] === '*' ? !isInt(a) || isInt(b) : !isInt(a) && isInt(b);
    const [q, p] = priceFirst ? [b, a] : [a, b];
    if (QTY.test(q) && (PRICE.test(p) || isInt(p))) {
      [out.quantity, out.unitPrice, cut] = [qty(q), parseAmount(p), n - 3];
    }
  }
  let rest = t.slice(0, cut);
  if (out.unitPrice === null) {
    // numbers at the end of a table-like row: find quantity × price (+ discount) = total
    const nums: string[] = [];
    let i = rest.length;
    while (i > 0 && /^-?\d[\d,]*(\.\d+)?$/.test(rest[i - 1]) && !/^0\d{3,}/.test(rest[i - 1])) i--;
    nums.push(...rest.slice(i));
    if (nums.length >= 2) {
      const found = consistentPair(nums, total);
      if (found) {
        Object.assign(out, found);
        rest = rest.slice(0, i);
      } else if (nums.some((x) => PRICE.test(x))) {
        // [qty] price [discount]: read positionally and let the check mark it
        const prices = nums.filter((x) => PRICE.test(x));
        out.unitPrice = parseAmount(prices[0]);
        const q = nums.find((x) => !PRICE.test(x) && QTY.test(x));
        if (q) out.quantity = qty(q);
        rest = rest.slice(0, i);
      }
    } else if (nums.length === 1 && PRICE.test(nums[0])) {
      out.unitPrice = parseAmount(nums[0]);
      rest = rest.slice(0, i);
    }
  }
  // a leading quantity ("1 RIBS PLATTER"; OCR's "l"/"]" for a printed 1)
  if (out.quantity === null && rest.length > 1) {
    if (QTY.test(rest[0]) && !/^0\d/.test(rest[0])) {
      out.quantity = qty(rest[0]);
      rest = rest.slice(1);
    } else if (ONE.test(rest[0])) {
      out.quantity = '1';
      rest = rest.slice(1);
    }
  }
  // a unit price without a printed quantity: the quantity the total implies, when whole
  if (out.unitPrice !== null && out.quantity === null && cmp(out.unitPrice, 0) > 0) {
    const q = Number(total) / Number(out.unitPrice);
    if (Math.abs(q - Math.round(q)) < 1e-9 && q >= 1 && q < 1000)
      out.quantity = String(Math.round(q));
  }
  // a stray number that is not an amount just before the total ("540" for 5.40)
  if (rest.length && /^\d{3,4}$/.test(rest[rest.length - 1]) && out.unitPrice !== null)
    out.unreadable = true;
  while (rest.length > 1 && /^(SR|ZR|E|[*$§¥#%]+)$/i.test(rest[rest.length - 1])) rest.pop();
  out.description = rest
    .filter((x) => !BARCODE.test(x))
    .map((x) => x.replace(/^\d{1,2}\)(?=\D)/, ''))
    .filter((x) => x && !/^[^A-Za-z0-9]+$/.test(x));
  return out;
}

/** Among a row's numbers, quantity and unit price (in printed order) whose product gives the total. */
function consistentPair(
  nums: string[],
  total: string,
): Pick<Parsed, 'quantity' | 'unitPrice' | 'adjustment'> | null {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++) {
      const q = parseQuantity(nums[i])?.quantity;
      const p = parseAmount(nums[j]);
      if (!q || !p || !QTY.test(nums[i]) || cmp(q, 0) <= 0) continue;
      const product = mul(q, p);
      if (cmp(product, total) === 0) return { quantity: q, unitPrice: p, adjustment: null };
      // a discount printed between the price and the total
      for (let k = j + 1; k < nums.length; k++) {
        const d = parseAmount(nums[k]);
        if (d && cmp(add(product, d), total) === 0 && d.startsWith('-'))
          return { quantity: q, unitPrice: p, adjustment: d };
      }
    }
  return null;
}

interface Draft extends Parsed {
  total: string;
  words: Word[];
  /** the row printed its own description (continuation rows below belong to it) */
  ownDescription: boolean;
}

function itemFrom(a: Amounted): Draft {
  const before = tokens(a.words.slice(0, a.at));
  const parsed = parseItem(before, a.total!);
  return {
    ...parsed,
    total: a.total!,
    words: a.words,
    ownDescription: parsed.description.some((x) => /[A-Za-z]/.test(x)),
  };
}

/** Rows of the receipt's header block between the date and the items: never a description. */
const HEADER_ROW =
  /\b(DATE|TARIKH|CASHIER|SERVER|TABLE|PAX|TERMINAL|TEL|FAX|TIME|SALESPERSON|COUNTER|POS|MEMBER|OPEN|TOKEN|INVOICE|RECEIPT|BILL|REG|STAFF|TRANS|SLIP|CLIENT|POINTS?|REMARKS?|CASH\s+SALES?|GST\s*(ID|REG|NO))\b/i;

function isColumnHeader(t: string): boolean {
  return /\b(QTY|DESCRIPTION|PRICE|AMOUNT|ITEMS?|PRODUCT)\b.*\b(QTY|PRICE|AMOUNT|TOTAL|RM|TAX|CODE)\b/i.test(
    t,
  );
}

/** Text rows between items that are not descriptions: rules, column headers, header fields. */
function isNoise(r: Row): boolean {
  const t = r.text.trim();
  const letters = t.replace(/[^A-Za-z]/g, '').length;
  if (letters < 2) return true;
  if (/^[-=_~*.\s—–]+$/.test(t)) return true;
  if (isColumnHeader(t)) return true;
  if (HEADER_ROW.test(t)) return true;
  // an item row whose amount could not be read: not a description
  if (/\d[.,]\d{2}/.test(t) && letters < t.length / 2) return true;
  return false;
}

function lineReview(d: Draft): string[] {
  const line: ReadLine = {
    description: '',
    quantity: d.quantity,
    unit: d.unit,
    unitPrice: d.unitPrice,
    total: d.total,
    review: d.unreadable ? [ExtractionReviewReasons.unreadableNumber] : [],
    confidence: minConfidence(d.words) / 100,
  };
  return checkLine(line, d.adjustment ? { adjustment: d.adjustment } : {});
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
  const hasDate = (a: Amounted) => findDates(a.row.text.replace(/\s*([/.-])\s*/g, '$1')).length > 0;
  const headerLike = (a: Amounted) =>
    hasDate(a) || HEADER_ROW.test(a.row.text) || isColumnHeader(a.row.text);
  const firstAmount = analysed.findIndex((a) => a.total !== null && !SUMMARY.test(a.row.text));
  // the items start below the header block (date, cashier, column headers)
  let itemStart = firstAmount < 0 ? analysed.length : Math.max(0, firstAmount - 2);
  for (let i = firstAmount - 1; i >= 0; i--)
    if (headerLike(analysed[i])) {
      itemStart = i + 1;
      break;
    }
  // the first summary row with an amount (on its row or just below) ends them
  const amountNear = (i: number) =>
    [0, 1, 2].some((k) => (analysed[i + k]?.total ?? null) !== null);
  let summaryStart = analysed.findIndex(
    (a, i) =>
      i >= itemStart &&
      SUMMARY.test(a.row.text) &&
      !isColumnHeader(a.row.text) &&
      (amountNear(i) || analysed.slice(itemStart, i).some((b) => b.total !== null)),
  );
  if (summaryStart < 0) summaryStart = analysed.length;

  // item rows and the description rows around them
  type Entry = { kind: 'item'; draft: Draft } | { kind: 'text'; text: string };
  const entries: Entry[] = [];
  for (let i = itemStart; i < summaryStart; i++) {
    const a = analysed[i];
    if (a.total === null) {
      if (!isNoise(a.row) && !SUMMARY.test(a.row.text)) {
        // item codes and barcodes printed on a description row are not the description
        const words = tokens(a.row.words).filter((t) => !BARCODE.test(t) && !/\d{5,}/.test(t));
        if (words.some((t) => /[A-Za-z]{3}/.test(t)))
          entries.push({ kind: 'text', text: words.join(' ') });
      }
      continue;
    }
    if (CASH.test(a.row.text) || CHANGE.test(a.row.text)) continue;
    entries.push({ kind: 'item', draft: itemFrom(a) });
  }
  // a row of numbers without its own description takes the text row above it ("KCA TOILET ROLL" /
  // "9555227800168 12.50*2 25.00"), or below it when the receipt prints descriptions under their
  // numbers (decided by the first such row: nothing above it but the header)
  const firstBare = entries.findIndex((e) => e.kind === 'item' && !e.draft.ownDescription);
  const below =
    firstBare >= 0 &&
    (firstBare === 0 || entries[firstBare - 1].kind === 'item') &&
    entries[firstBare + 1]?.kind === 'text';
  const drafts: Draft[] = [];
  const used = new Set<number>();
  entries.forEach((e, i) => {
    if (e.kind !== 'item') return;
    const d = e.draft;
    if (!d.ownDescription) {
      const j = below ? i + 1 : i - 1;
      const t = entries[j];
      if (t?.kind === 'text' && !used.has(j)) {
        d.description = below ? [...d.description, t.text] : [t.text, ...d.description];
        used.add(j);
        // a second description row ("RESTAURANT ORDER CHIT NCR" / "3.5\"x6\"")
        const k = below ? j + 1 : j - 1;
        const u = entries[k];
        if (
          !below &&
          u?.kind === 'text' &&
          !used.has(k) &&
          (k === 0 || entries[k - 1].kind !== 'item')
        ) {
          d.description = [u.text, ...d.description];
          used.add(k);
        }
      }
    }
    drafts.push(d);
  });
  // remaining text rows continue the item above them ("PVC WALLPLUG" / "(50PCS)")
  let last: Draft | null = null;
  entries.forEach((e, i) => {
    if (e.kind === 'item') last = e.draft;
    else if (!used.has(i) && last) last.description.push(e.text);
  });

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
    for (let k = i + 1; amount === null && k < Math.min(i + 3, analysed.length); k++) {
      const next = analysed[k];
      if (next.total !== null && next.words.length === 1) amount = next.total;
    }
    if (amount === null) continue;
    if (/\b(SUB|S\w{1,3})[\s-]*TOTAL\b/i.test(text)) {
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
    // a row printing two label/amount pairs ("TOTAL SAVING: 0.00  TOTAL 6.85"): the amount's own
    // label is the text after the row's other amount
    const label =
      text
        .replace(/\s*\S+$/, '')
        .split(/(?:^|\s)-?\d[\d,]*\.\d{2}(?=\s)/)
        .pop() ?? text;
    if (TOTAL_LABEL.test(label) && !NOT_TOTAL.test(label)) {
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
  // the amount paid (cash − change) is the payable total when a summary row prints it
  if (!total && paid && cmp(paid, 0) > 0) {
    const printed = analysed
      .slice(summaryStart)
      .some((a) => a.total !== null && cmp(a.total, paid) === 0 && !CASH.test(a.row.text));
    if (printed) total = paid;
  }
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
