import type { Row, Word } from './types';
import { charWidth } from './rows';

/**
 * Table headers: which printed heading is which column (English, Malay and German spellings), and
 * the header row of a document's line table.
 */
export type Role =
  'description' | 'quantity' | 'unit' | 'unitPrice' | 'discount' | 'total' | 'code' | 'other';

/** Headings folded to lower case without trailing punctuation; phrases before single words. */
const PHRASES: Array<[RegExp, Role]> = [
  [/^(unit|u\/|u\.|per unit|item) ?(price|cost|rate)$/, 'unitPrice'],
  [/^(preis|price|harga|prix|ep)\s*\/\s*[a-zäöü.]{1,8}$/, 'unitPrice'],
  [/^prix (unitaire|unit\.?|u\.?)( ht)?$|^preis (pro|je|\/) ?(einheit|stk\.?|stück)$/, 'unitPrice'],
  [/^(montant|total) (ht|net)$|^gesamt ?(netto|eur|€)$|^netto ?(betrag|eur|€)$/, 'total'],
  [/^(art\.?|artikel)[- ]?(nr\.?|nummer)$|^(réf\.?|référence|ref\.?)$/, 'code'],
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
    /^(description|descriptions|desc|item|items|product|products|produkt|produkte|particulars|details|article|artikel|artikelbezeichnung|bezeichnung|beschreibung|leistung|leistungen|leistungsbeschreibung|perkara|butiran|keterangan|barang|perihal|designation|désignation|libellé|service|services|goods|name|text)$/,
    'description',
  ],
  [
    /^(qty|qty\.|quantity|quantities|menge|anzahl|kuantiti|kuantitas|qtt|quantité|qté|stückzahl|hours|stunden|std\.?|pcs|ctn)$/,
    'quantity',
  ],
  [/^(uom|u\/m|unit|units|satuan|unit\/uom|einheit|me|unité|pack|packing)$/, 'unit'],
  [
    /^(price|preis|einzelpreis|nettopreis|stückpreis|listenpreis|e-preis|ep|harga|rate|kadar|prix|p\.u\.?|pu|cost|unitprice|u\/price|u\.price|@)$/,
    'unitPrice',
  ],
  [
    /^(amount|amt|total|totals|jumlah|gesamt|gesamtbetrag|gesamtpreis|positionsbetrag|betrag|nettowert|nettobetrag|netto|net|wert|value|montant|subtotal|line total|linetotal|summe)$/,
    'total',
  ],
  [
    /^(gtin|ean|code|sku|kod|art-nr|art\.-nr\.|artikelnummer|art-nr-lieferant|art-nr-kunde|pos|pos\.|no|no\.|bil|bil\.|#|s\/n|sn)$/,
    'code',
  ],
  [
    /^(disc|disc\.|disc %|disc\.? ?%|discount|discount %|rabatt|rabatt %|rabatt-%|diskaun|remise)$/,
    'discount',
  ],
  [/^(vat|ust|ust\.|mwst|mwst-%|mwst\.|tax|taxes|tva|steuer|gst|sst|cukai|%)$/, 'other'],
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
    const previous = cells[cells.length - 1];
    if (previous && /^(%|\(%\))$/.test(w.text) && w.x0 - previous.x1 < 1.5 * charWidth(w) + 2) {
      previous.heading += ` ${w.text}`; // "Disc %", "MwSt %"
      previous.x1 = w.x1;
      i++;
      continue;
    }
    const role = roleOfHeading(w.text);
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
      /^\(.*\)$|^(rm|myr|eur|€|%)$/i.test(w.text)
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
  const quantities = columns.filter((c) => c.role === 'quantity');
  for (const c of quantities.slice(1)) c.role = 'other';
  return columns;
}

/** A row that reads as a table header: an amount column and a description or quantity column. */
export function headerOf(row: Row): Column[] | null {
  if (row.words.length < 2) return null;
  if (row.words.filter((w) => /\d/.test(w.text)).length > 1) return null;
  return accept(headings(row.words));
}

/** Headings that name a line table: an amount column and a description or quantity column. */
function accept(cells: Column[]): Column[] | null {
  const known = cells.filter((c) => c.role !== 'other' || roleOfHeading(c.heading) !== null);
  const roles = new Set(known.map((c) => c.role));
  if (!roles.has('total') && !roles.has('unitPrice')) return null;
  if (!roles.has('description') && !roles.has('quantity')) return null;
  if (known.length < 3 && !(roles.has('description') && roles.has('total'))) return null;
  // a header names columns: most of its words are headings
  if (known.length < cells.length / 2) return null;
  return settle(cells);
}

function overlapping(cell: { x0: number; x1: number }, columns: Column[]): boolean {
  return columns.some((c) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0);
}

/** The second row's words appended to the headings they stand under, the roles read again. */
function mergeWrapped(columns: Column[], words: Word[]): Column[] {
  const merged = columns.map((c) => ({ ...c }));
  for (const w of words) {
    const under = merged.find((c) => Math.min(c.x1, w.x1) - Math.max(c.x0, w.x0) > 0);
    if (under) {
      under.heading += ` ${w.text}`;
      under.x0 = Math.min(under.x0, w.x0);
      under.x1 = Math.max(under.x1, w.x1);
    } else
      merged.push({ role: roleOfHeading(w.text) ?? 'other', heading: w.text, x0: w.x0, x1: w.x1 });
  }
  for (const c of merged)
    c.role = roleOfHeading(c.heading) ?? roleOfHeading(c.heading.split(' ')[0]) ?? c.role;
  return merged.sort((a, b) => a.x0 - b.x0);
}

/** The header rows of the line table on each page (with a second row when stacked). */
export function findHeaders(rows: Row[]): Header[] {
  const headers: Header[] = [];
  for (let i = 0; i < rows.length; i++) {
    const next = rows[i + 1];
    const lineHeight = rows[i].y1 - rows[i].y0;
    const close =
      next !== undefined &&
      next.page === rows[i].page &&
      next.y0 - rows[i].y1 < lineHeight * 0.8 &&
      !hasNumber(next) &&
      !hasNumber(rows[i]);
    const columns = headerOf(rows[i]);
    if (
      !columns &&
      close &&
      rows[i].words.length >= 2 &&
      !headerOf(next) &&
      headings(rows[i].words).filter((c) => roleOfHeading(c.heading) !== null).length >= 2
    ) {
      // headings wrapped over two rows ("Unit" over "Price", "Line" over "Total")
      const wrapped = accept(mergeWrapped(headings(rows[i].words), next.words));
      if (wrapped) {
        headers.push({ levels: [wrapped], rows: [rows[i], next], page: rows[i].page });
        i += 1;
        continue;
      }
    }
    if (!columns) continue;
    const first: Column[] = columns;
    const levels = [first];
    const used = [rows[i]];
    if (
      next &&
      next.page === rows[i].page &&
      next.y0 - rows[i].y1 < lineHeight * 0.8 &&
      !hasNumber(next)
    ) {
      const second = headings(next.words);
      const stacked =
        second.some((c) => c.role === 'description') &&
        !first.some((c) => c.role === 'description');
      if (stacked) {
        // fields on two rows: codes and figures on the first, the description on the second
        levels.push(second);
        used.push(next);
      } else if (
        second.some((c) => roleOfHeading(c.heading) !== null) ||
        second.every((c) => overlapping(c, first))
      ) {
        // a heading wrapped over two rows ("Unit" over "Price"): one header row
        levels[0] = settle(mergeWrapped(first, next.words));
        used.push(next);
      }
    }
    headers.push({ levels, rows: used, page: rows[i].page });
    i += used.length - 1;
  }
  return headers;
}
