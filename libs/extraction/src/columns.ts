import type { Row, Word } from './types';
import { charWidth } from './rows';

/**
 * Table headers: which printed heading is which column (English, Malay and German spellings), and
 * the header row of a document's line table.
 */
export type Role = 'description' | 'quantity' | 'unit' | 'unitPrice' | 'total' | 'code' | 'other';

/** Headings folded to lower case without trailing punctuation; phrases before single words. */
const PHRASES: Array<[RegExp, Role]> = [
  [/^(unit|u\/|u\.|per unit|item) ?(price|cost|rate)$/, 'unitPrice'],
  [/^harga (se)?unit$|^harga seunit$|^harga per unit$|^harga\/unit$/, 'unitPrice'],
  [/^(line|ext\.?|extended|net|gross|total) ?(total|amount|amt|value|price)$/, 'total'],
  [/^amount \((rm|myr|eur|usd)\)$|^total \((rm|myr|eur|usd)\)$|^jumlah \((rm|myr)\)$/, 'total'],
  [/^jumlah harga$|^amaun$/, 'total'],
  [/^(item|product|article) ?(code|no\.?|number|#)$|^kod (item|barang)$/, 'code'],
  [
    /^(item|product|goods) ?(description|name|details)$|^(description|perihal) of goods$/,
    'description',
  ],
  [/^nama (item|barang|produk)$|^butiran (item|barang)$|^keterangan barang$/, 'description'],
  [/^unit of measure$|^unit ukuran$/, 'unit'],
];

const WORDS: Array<[RegExp, Role]> = [
  [
    /^(description|descriptions|desc|item|items|product|products|produkt|particulars|details|article|artikel|artikelbezeichnung|bezeichnung|beschreibung|leistung|leistungen|perkara|butiran|keterangan|barang|perihal|designation|désignation|service|services|goods|name)$/,
    'description',
  ],
  [
    /^(qty|qty\.|quantity|quantities|menge|anzahl|kuantiti|kuantitas|bil|qtt|quantité|pcs|ctn)$/,
    'quantity',
  ],
  [/^(uom|u\/m|unit|units|satuan|unit\/uom|einheit|me|unité|pack|packing)$/, 'unit'],
  [
    /^(price|preis|einzelpreis|nettopreis|stückpreis|e-preis|ep|harga|rate|kadar|prix|cost|unitprice|u\/price|u\.price|@)$/,
    'unitPrice',
  ],
  [
    /^(amount|amt|total|totals|jumlah|gesamt|gesamtbetrag|gesamtpreis|betrag|nettowert|nettobetrag|wert|value|montant|subtotal|line total|linetotal|summe)$/,
    'total',
  ],
  [
    /^(gtin|ean|code|sku|kod|art-nr|art\.-nr\.|artikelnummer|art-nr-lieferant|art-nr-kunde|pos|pos\.|no|no\.|#|s\/n|sn)$/,
    'code',
  ],
  [
    /^(vat|ust|ust\.|mwst|mwst-%|mwst\.|tax|gst|sst|cukai|disc|disc\.|discount|rabatt|diskaun|%)$/,
    'other',
  ],
];

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function roleOfHeading(text: string): Role | null {
  const t = fold(text);
  for (const [re, role] of PHRASES) if (re.test(t)) return role;
  for (const [re, role] of WORDS) if (re.test(t)) return role;
  return null;
}

export interface Column {
  role: Role;
  heading: string;
  x0: number;
  x1: number;
}

export interface Header {
  /** one list of columns per header row (two when the header is stacked, fields on two rows) */
  levels: Column[][];
  rows: Row[];
  page: number;
}

/** The header row's words grouped into headings: recognised phrases first, then single words. */
function headings(words: Word[]): Column[] {
  const cells: Column[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (const span of [3, 2]) {
      if (i + span > words.length) continue;
      const group = words.slice(i, i + span);
      const tight = group.every((w, k) => k === 0 || w.x0 - group[k - 1].x1 < 2.5 * charWidth(w));
      const text = group.map((w) => w.text).join(' ');
      const role = tight ? roleOfHeading(text) : null;
      if (role && PHRASES.some(([re]) => re.test(fold(text)))) {
        cells.push({ role, heading: text, x0: group[0].x0, x1: group[span - 1].x1 });
        i += span;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const w = words[i];
    const role = roleOfHeading(w.text);
    const previous = cells[cells.length - 1];
    if (
      !role &&
      previous &&
      previous.role === 'other' &&
      roleOfHeading(previous.heading) === null &&
      w.x0 - previous.x1 < 2 * charWidth(w)
    ) {
      // an unknown heading of several words ("Skonto sofort", "VKE/Geb")
      previous.heading += ` ${w.text}`;
      previous.x1 = w.x1;
    } else if (
      role === null &&
      previous &&
      previous.role !== 'other' &&
      w.x0 - previous.x1 < 1.2 * charWidth(w) &&
      /^\(.*\)$|^(rm|myr|eur|€)$/i.test(w.text)
    ) {
      previous.heading += ` ${w.text}`; // "Amount (RM)", "Total EUR"
      previous.x1 = w.x1;
    } else cells.push({ role: role ?? 'other', heading: w.text, x0: w.x0, x1: w.x1 });
    i++;
  }
  return cells;
}

function hasNumber(row: Row): boolean {
  return row.words.some((w) => /\d/.test(w.text));
}

/** Resolves an English "Amount" used for the quantity ("Amount | Product | Price | Total"). */
function settle(columns: Column[]): Column[] {
  const totals = columns.filter((c) => c.role === 'total');
  if (totals.length > 1 && !columns.some((c) => c.role === 'quantity')) {
    const amount = totals.find((c) => /^amount|^menge/i.test(c.heading));
    if (amount && amount !== totals[totals.length - 1]) amount.role = 'quantity';
  }
  // several total-like columns: the rightmost is the line's amount, the others are not read
  const stillTotals = columns.filter((c) => c.role === 'total');
  for (const c of stillTotals.slice(0, -1)) c.role = 'other';
  const prices = columns.filter((c) => c.role === 'unitPrice');
  for (const c of prices.slice(1)) c.role = 'other';
  return columns;
}

/** A row that reads as a table header: an amount column and a description or quantity column. */
export function headerOf(row: Row): Column[] | null {
  if (row.words.length < 2) return null;
  const cells = headings(row.words);
  const known = cells.filter((c) => c.role !== 'other' || roleOfHeading(c.heading) !== null);
  const roles = new Set(known.map((c) => c.role));
  if (!roles.has('total') && !roles.has('unitPrice')) return null;
  if (!roles.has('description') && !roles.has('quantity')) return null;
  if (known.length < 3 && !(roles.has('description') && roles.has('total'))) return null;
  // a header names columns: most of its words are headings, few are numbers
  if (known.length < cells.length / 2) return null;
  if (row.words.filter((w) => /\d/.test(w.text)).length > 1) return null;
  return settle(cells);
}

/** The header rows of the line table on each page (with a second row when stacked). */
export function findHeaders(rows: Row[]): Header[] {
  const headers: Header[] = [];
  for (let i = 0; i < rows.length; i++) {
    const columns = headerOf(rows[i]);
    if (!columns) continue;
    const levels = [columns];
    const used = [rows[i]];
    const next = rows[i + 1];
    const lineHeight = rows[i].y1 - rows[i].y0;
    if (
      next &&
      next.page === rows[i].page &&
      next.y0 - rows[i].y1 < lineHeight * 0.8 &&
      !hasNumber(next)
    ) {
      const second = headings(next.words);
      if (second.some((c) => roleOfHeading(c.heading) !== null)) {
        levels.push(second);
        used.push(next);
      }
    }
    headers.push({ levels, rows: used, page: rows[i].page });
    i += used.length - 1;
  }
  return headers;
}
