import { ExtractionReviewReasons } from '@mise/domain';
import type { ReadCharge, ReadLine, Row, Word } from './types';
import { findHeaders, fold, type Column, type Header, type Role } from './columns';
import {
  looksLikeAmount,
  parseAmount,
  parseNumber,
  parseQuantity,
  normaliseUnit,
  type NumberOptions,
} from './numbers';
import { charWidth } from './rows';
import { amountText, decimalsOf, mul, sum } from './decimal';
import { checkLine } from './checks';

/**
 * The line table of a document read from rows (a PDF's text layer or OCR): the header row maps
 * the columns, every row with an amount under the amount column is a line, wrapped descriptions
 * are joined to their line, and the rows under the table (sub total, tax, total, …) become the
 * charges and the total. Doubtful numbers are kept and marked, never guessed.
 */

export interface TableReading {
  lines: ReadLine[];
  charges: ReadCharge[];
  total: string | null;
  subtotal: string | null;
  tax: string | null;
  /** the rows that were part of the table (the header-field reader skips them) */
  tableRows: Set<Row>;
  found: boolean;
}

function span(column: Column, columns: Column[]): [number, number] {
  if (column.role !== 'description') return [column.x0, column.x1];
  // a description is left-aligned and may run until the next column's heading
  // (and may start left of a centred heading, up to the previous column)
  const next = columns.filter((c) => c.x0 > column.x0).sort((a, b) => a.x0 - b.x0)[0];
  const previous = columns.filter((c) => c.x1 < column.x0).sort((a, b) => b.x1 - a.x1)[0];
  const start = previous ? Math.min(column.x0 - 2, previous.x1 + 2) : Math.min(column.x0 - 2, 0);
  return [start, next ? Math.max(column.x1, next.x0 - 1) : Number.POSITIVE_INFINITY];
}

/** The words of a row per column: the column it overlaps most, else the nearest heading close by. */
function cells(row: Row, columns: Column[]): Map<Column, Word[]> {
  const out = new Map<Column, Word[]>();
  const put = (column: Column, words: Word[]): void => {
    out.set(column, [...(out.get(column) ?? []), ...words]);
  };
  for (const cluster of clusters(row.words)) {
    // a figure with its unit or currency ("40,000 Unité(s)", "1 210,00 €") stays in one column,
    // the column it overlaps most (a right-aligned cell may start left of its heading)
    const figure = /^[-(]?\d/.test(cluster[0].text) && cluster.length > 1;
    if (figure) {
      const column = columnOf(
        cluster[0].x0,
        cluster[cluster.length - 1].x1,
        columns,
        charWidth(cluster[0]),
      );
      if (column) {
        put(column, cluster);
        continue;
      }
    }
    for (const word of cluster) {
      const column = columnOf(word.x0, word.x1, columns, charWidth(word));
      if (column) put(column, [word]);
    }
  }
  return out;
}

/** Words printed close together (about a space apart). */
function clusters(words: Word[]): Word[][] {
  const out: Word[][] = [];
  for (const word of words) {
    const last = out[out.length - 1];
    const previous = last?.[last.length - 1];
    if (previous && word.x0 - previous.x1 < 1.2 * charWidth(word)) last.push(word);
    else out.push([word]);
  }
  return out;
}

/** The column a box overlaps most, else the nearest within three characters. */
function columnOf(x0: number, x1: number, columns: Column[], char: number): Column | null {
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const column of columns) {
    const [a, b] = span(column, columns);
    const overlap = Math.min(b, x1) - Math.max(a, x0);
    if (overlap > bestOverlap) {
      best = column;
      bestOverlap = overlap;
    }
  }
  if (best) return best;
  let bestDistance = 3 * char;
  for (const column of columns) {
    const [a, b] = span(column, columns);
    const distance = x1 < a ? a - x1 : x0 - b;
    if (distance >= 0 && distance < bestDistance) {
      best = column;
      bestDistance = distance;
    }
  }
  return best;
}

function textOf(words: Word[] | undefined): string {
  return (words ?? [])
    .map((w) => w.text)
    .join(' ')
    .trim();
}

function columnText(map: Map<Column, Word[]>, role: Role): { text: string; words: Word[] } {
  const words = [...map.entries()].filter(([c]) => c.role === role).flatMap(([, w]) => w);
  words.sort((a, b) => a.x0 - b.x0);
  return { text: textOf(words), words };
}

/** Totals, charges and the rows that end a table, by their label. */
const TOTAL_COMPOUND =
  /(gesamtbetrag|rechnungsbetrag|endbetrag|zahlbetrag|gesamtsumme|endsumme|bruttobetrag|rechnungssumme|bruttosumme)/i;
const TOTAL_LABEL =
  /\b(grand total|total amount|amount due|total due|total payable|balance due|net payable|amount payable|due payable|jumlah besar|jumlah keseluruhan|jumlah perlu dibayar|gesamtbetrag|gesamtsumme|endsumme|endbetrag|rechnungsbetrag|rechnungssumme|bruttobetrag|zahlbetrag|zu zahlen|total ttc|net à payer|à payer|montant total|total|jumlah|summe|amount|betrag|montant)\b/i;
const SUBTOTAL_LABEL =
  /(zwischensumme|warenwert|nettobetrag|nettosumme|nettowarenwert)|\b(sub[\s-]?total|jumlah kecil|zwischensumme|net total|net amount|total net|nettobetrag|nettosumme|summe netto|netto summe|gesamt netto|warenwert|total excl\.?|total before|total ht|montant ht|sous-total|untaxed)/i;
const TAX_LABEL =
  /\b(sst|gst|vat|tax|cukai|ust|mwst|umsatzsteuer|mehrwertsteuer|steuer|service tax|sales tax|tva)\b/i;
/** A carried-over sum at a page break: the table goes on, the figure is not a total. */
const CARRY_LABEL = /(übertrag|uebertrag|carried forward|brought forward|carry forward|report)/i;
const SERVICE_LABEL = /\b(service charge|caj perkhidmatan|svc chg|service chg)\b/i;
const ROUNDING_LABEL = /\b(rounding|pembundaran|rundung)/i;
const DISCOUNT_LABEL = /(discount|diskaun|rabatt|nachlass|skonto)|\bless\b/i;
const DELIVERY_LABEL =
  /\b(delivery|shipping|freight|transport|fracht|penghantaran|postage|versand)/i;
const NOT_A_TOTAL =
  /\b(id|reg|no|nr|number|invoice|rechnung nr|registration|satz|rate|%-satz)\b|ust-id|vat-id|idnr/i;

type Label = 'TOTAL' | 'SUBTOTAL' | 'TAX' | 'SERVICE' | 'ROUNDING' | 'DISCOUNT' | 'DELIVERY';

export function labelOf(text: string): Label | null {
  const t = text.replace(/\d[\d.,]*/g, ' ');
  if (SUBTOTAL_LABEL.test(t)) return 'SUBTOTAL';
  if (ROUNDING_LABEL.test(t)) return 'ROUNDING';
  if (SERVICE_LABEL.test(t)) return 'SERVICE';
  if (DISCOUNT_LABEL.test(t)) return 'DISCOUNT';
  if (DELIVERY_LABEL.test(t)) return 'DELIVERY';
  if (TAX_LABEL.test(t) && !/\b(incl|inkl|including|termasuk|inclusive)/i.test(t)) {
    return NOT_A_TOTAL.test(t) ? null : 'TAX';
  }
  if (TOTAL_LABEL.test(t) || TOTAL_COMPOUND.test(t)) return 'TOTAL';
  return null;
}

/** Totals ranked: a "grand total" or "amount due" beats a plain "total". */
export function totalRank(text: string): number {
  if (
    /grand total|amount due|total due|payable|balance due|gesamtbetrag|gesamtsumme|endsumme|endbetrag|rechnungsbetrag|rechnungssumme|bruttobetrag|zahlbetrag|zu zahlen|ttc|à payer|jumlah besar|keseluruhan|dibayar/i.test(
      text,
    )
  )
    return 3;
  if (/\btotal\b|\bjumlah\b|\bsumme\b/i.test(text)) return 2;
  return 1;
}

/** The rightmost amount of a row (a percentage is not an amount). */
export function rowAmount(row: Row, options: NumberOptions): string | null {
  for (let i = row.words.length - 1; i >= 0; i--) {
    const text = row.words[i].text.replace(/[,;]$/, '');
    if (/%/.test(text)) continue;
    if (/^(rm|myr|eur|usd|€|\$)$/i.test(text)) continue;
    let amount = parseAmount(text, options);
    if (amount !== null && /[.,]\d{2,}/.test(text)) {
      // thousands grouped with spaces ("1 548,74"): the groups printed just before it
      let grouped = text;
      for (let k = i - 1; k >= 0; k--) {
        const previous = row.words[k];
        if (!/^-?\d{1,3}$/.test(previous.text)) break;
        if (row.words[k + 1].x0 - previous.x1 > 1.2 * charWidth(previous)) break;
        const wider = parseAmount(`${previous.text} ${grouped}`, options);
        if (wider === null) break;
        grouped = `${previous.text} ${grouped}`;
        amount = wider;
      }
      return amount;
    }
    if (/\d/.test(text)) continue;
    if (/[a-z]{3,}/i.test(text)) break;
  }
  return null;
}

function isLabelValueRow(text: string): boolean {
  return /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.\-/]*\s?:/.test(text.trim());
}

interface Draft {
  row: Row;
  description: string[];
  line: ReadLine;
  priceDecimals?: number;
  totalDecimals?: number;
  /** a discount printed in the line's own column, as it changes quantity × price */
  adjustment?: string;
  stackedDone: boolean;
  lastRow: Row;
}

export function readTable(rows: Row[], options: NumberOptions): TableReading {
  const headers = findHeaders(rows);
  const tableRows = new Set<Row>();
  const drafts: Draft[] = [];
  let subtotal: string | null = null;
  let tax: string | null = null;
  const taxRows: Array<{ name: string; amount: string; isTotal: boolean }> = [];
  const chargeRows: ReadCharge[] = [];
  let total: { amount: string; rank: number } | null = null;
  let tableEnd = -1;

  for (const header of headers) {
    const start = rows.indexOf(header.rows[header.rows.length - 1]) + 1;
    if (start <= tableEnd) continue;
    header.rows.forEach((r) => tableRows.add(r));
    const top = header.levels[0];
    const lineHeight = Math.max(1, header.rows[0].y1 - header.rows[0].y0);
    let current: Draft | null = null;
    let i = start;
    let page = header.page;
    let continued = false;
    for (; i < rows.length; i++) {
      const row = rows[i];
      if (row.page !== page) {
        // the table goes on over the page unless the next page prints its own header
        if (headers.some((h) => h.page === row.page)) break;
        page = row.page;
        continued = true;
        current = null;
      }
      if (headers.some((h) => h !== header && h.rows[0] === row)) break;
      if (CARRY_LABEL.test(row.text)) {
        tableRows.add(row);
        continue;
      }
      const map = cells(row, top);
      const totalCell = columnText(map, 'total');
      const quantityCell = columnText(map, 'quantity');
      const priceCell = columnText(map, 'unitPrice');
      const label = labelOf(row.text);
      const priceNumber = priceCell.text ? parseAmount(numberText(priceCell.text), options) : null;
      const quantityNumber = quantityCell.text ? readQuantity(quantityCell.text, options) : null;
      const hasTotal = /\d/.test(totalCell.text);
      // the totals under the table: a sum's label, or a charge with its amount in the amount column
      // ("Total 3 items 45.00": a count under the quantity column does not make it a line)
      const sum = label === 'TOTAL' || label === 'SUBTOTAL';
      if (label && !priceNumber && (sum || (!quantityNumber && hasTotal))) break;
      const amountPrinted = looksLikeAmount(numberText(totalCell.text), options);
      const described = Boolean(columnText(map, 'description').text) || header.levels.length > 1;
      if (
        (hasTotal && (quantityNumber || priceNumber)) ||
        (amountPrinted && described && !continued)
      ) {
        current = startLine(row, map, header, options);
        drafts.push(current);
        tableRows.add(row);
        continue;
      }
      if (!current) continue; // a note or a section heading above the first line
      tableRows.add(row);
      const gap = row.y0 - current.lastRow.y1;
      if (header.levels.length > 1 && !current.stackedDone) {
        // a stacked header: the line's second row holds the fields of the second heading row
        current.stackedDone = true;
        if (gap < lineHeight * 0.9) {
          const second = cells(row, header.levels[1]);
          const description = columnText(second, 'description').text;
          if (description) current.description.push(description);
          current.lastRow = row;
          continue;
        }
      }
      if (header.levels.length > 1) continue; // notes under a stacked line (packing, discounts)
      const description = columnText(map, 'description');
      const others = [...map.entries()]
        .filter(([c]) => c.role !== 'description')
        .flatMap(([, w]) => w);
      const next = rows[i + 1];
      const nextGap = next && next.page === row.page ? next.y0 - row.y1 : Number.POSITIVE_INFINITY;
      // a row as far from the line above as from the next line is a section heading ("DAIRY")
      // unless the next row is no line (the end of the table)
      const nextIsLine =
        next !== undefined && /\d/.test(columnText(cells(next, top), 'total').text);
      if (
        description.text &&
        others.length === 0 &&
        gap < lineHeight * 1.2 &&
        (nextIsLine ? gap < nextGap - 1 : gap <= nextGap + 0.5) &&
        !isLabelValueRow(description.text)
      ) {
        current.description.push(description.text);
        current.lastRow = row;
      }
    }
    tableEnd = i;
  }

  // the totals under the (last) table
  const totalsFrom = Math.max(0, tableEnd);
  const totalsTable = tableEnd >= 0 ? readTotalsTable(rows.slice(totalsFrom), options) : null;
  if (totalsTable) {
    subtotal = totalsTable.subtotal;
    tax = totalsTable.tax;
    chargeRows.push(...totalsTable.charges);
    if (totalsTable.total) total = { amount: totalsTable.total, rank: 4 };
  }
  for (let j = totalsFrom; j < rows.length && !totalsTable && tableEnd >= 0; j++) {
    const row = rows[j];
    const label = labelOf(row.text);
    if (!label) continue;
    const amount = rowAmount(row, options);
    if (amount === null) continue;
    // after the grand total come payment terms ("2 % Skonto … 11,42"): no more charges
    if (label !== 'TOTAL' && total && total.rank >= 3) continue;
    tableRows.add(row);
    const name =
      row.text
        .replace(/\s{2,}.*$/, '')
        .replace(/[\d.,:€$]+\s*$/, '')
        .trim() || label;
    if (label === 'TOTAL') {
      const rank = totalRank(row.text);
      if (total && rank > total.rank && total.rank === 2 && !subtotal) subtotal = total.amount;
      if (!total || rank >= total.rank) total = { amount, rank };
    } else if (label === 'SUBTOTAL') subtotal = amount;
    else if (label === 'TAX')
      taxRows.push({ name, amount, isTotal: /gesamt|total|jumlah/i.test(row.text) });
    else {
      const signed = label === 'DISCOUNT' && !amount.startsWith('-') ? `-${amount}` : amount;
      const kinds = { DELIVERY: 'DELIVERY', SERVICE: 'SERVICE', ROUNDING: 'ROUNDING' } as const;
      chargeRows.push({
        kind: label in kinds ? kinds[label as keyof typeof kinds] : 'DISCOUNT',
        name,
        amount: signed,
      });
    }
  }

  const taxTotal = taxRows.find((t) => t.isTotal);
  const taxes = taxTotal ? [taxTotal] : taxRows;
  const charges: ReadCharge[] = [
    ...chargeRows,
    ...taxes.map((t) => ({ kind: 'TAX' as const, name: t.name, amount: t.amount })),
  ];
  if (!tax && taxes.length > 0) tax = amountText(sum(taxes.map((t) => t.amount)));

  const lines = withoutPositions(drafts.map((draft) => finish(draft)));
  return {
    lines,
    charges,
    total: total?.amount ?? null,
    subtotal,
    tax,
    tableRows,
    found: headers.length > 0,
  };
}

/** A line discount column ("Disc %" 10, "Rabatt" 1,50): what it takes off quantity × price. */
function lineDiscount(
  map: Map<Column, Word[]>,
  quantity: string | null,
  price: string | null,
  options: NumberOptions,
): string | undefined {
  const entry = [...map.entries()].find(([c]) => c.role === 'discount');
  if (!entry || quantity === null || price === null) return undefined;
  const text = textOf(entry[1]);
  const value = parseNumber(text.replace(/%/g, '').trim(), options);
  if (value === null) return undefined;
  const percent = /%/.test(text) || /%/.test(entry[0].heading);
  const off = percent ? mul(mul(quantity, price), mul(value, '0.01')) : value;
  return off.startsWith('-') ? off.slice(1) : `-${off}`;
}

/** A quantity cell: "12,5 kg", "2 X", and a unit word with brackets ("5,000 Unité(s)", "3 Stk.") */
function readQuantity(text: string, options: NumberOptions): ReturnType<typeof parseQuantity> {
  const direct = parseQuantity(text, options);
  if (direct) return direct;
  const [figure, word, ...rest] = text.split(/\s+/);
  if (rest.length > 0 || !word) return null;
  const unit = word.replace(/\((s|e|n|en)\)$/i, '').replace(/[^A-Za-zÀ-ÿ.]/g, '');
  const quantity = parseQuantity(figure, options);
  return quantity && unit ? { quantity: quantity.quantity, unit: normaliseUnit(unit) } : null;
}

/** A unit printed just right of the quantity when the table has no unit column ("100 Stk."). */
function unitBeside(row: Row, quantityWords: Word[]): string | null {
  const last = quantityWords[quantityWords.length - 1];
  if (!last) return null;
  const next = row.words[row.words.indexOf(last) + 1];
  if (!next || next.x0 - last.x1 > 2 * charWidth(next)) return null;
  return /^[A-Za-zÄÖÜäöüß.]{1,6}$/.test(next.text) ? normaliseUnit(next.text) : null;
}

/** The figure of an amount cell without its currency, tax code or per-unit suffix ("24,00 € A"). */
export function numberText(text: string): string {
  return text
    .replace(/[€$£]/g, ' ')
    .replace(/\/\s*[A-Za-z.]*$/, ' ')
    .split(/\s+/)
    .filter((token) => /\d/.test(token))
    .join(' ')
    .trim();
}

function startLine(
  row: Row,
  map: Map<Column, Word[]>,
  header: Header,
  options: NumberOptions,
): Draft {
  const review: string[] = [];
  const totalText = numberText(columnText(map, 'total').text);
  const total = parseAmount(totalText, options);
  if (total === null) review.push(ExtractionReviewReasons.unreadableNumber);
  const quantityText = columnText(map, 'quantity').text;
  const parsedQuantity = quantityText ? readQuantity(quantityText, options) : null;
  if (quantityText && !parsedQuantity) review.push(ExtractionReviewReasons.unreadableNumber);
  const priceText = numberText(columnText(map, 'unitPrice').text);
  const price = priceText ? parseNumber(priceText, options) : null;
  if (priceText && price === null) review.push(ExtractionReviewReasons.unreadableNumber);
  const unitText = columnText(map, 'unit').text;
  const unit = unitText
    ? normaliseUnit(unitText)
    : (parsedQuantity?.unit ?? unitBeside(row, columnText(map, 'quantity').words));
  const words = row.words;
  const confidences = words
    .map((w) => w.confidence)
    .filter((c): c is number => typeof c === 'number');
  const description = columnText(map, 'description').text;
  return {
    row,
    description: description ? [description] : [],
    line: {
      description: '',
      quantity: parsedQuantity?.quantity ?? null,
      unit: unit && /[a-z]/i.test(unit) ? unit : null,
      unitPrice: price === null ? null : amountText(price),
      total: total === null ? '0.00' : amountText(total),
      review,
      confidence: confidences.length ? Math.min(...confidences) / 100 : 1,
    },
    priceDecimals: price === null ? undefined : decimalsOf(price),
    adjustment: lineDiscount(map, parsedQuantity?.quantity ?? null, price, options),
    totalDecimals:
      total === null ? undefined : decimalsOf(parseNumber(totalText, options) ?? total),
    stackedDone: false,
    lastRow: row,
  };
}

/**
 * Position numbers printed in an unlabelled column before the description ("1 Tomaten",
 * "2 Mozzarella", …): dropped when every line starts with the next number of a sequence.
 */
function withoutPositions(lines: ReadLine[]): ReadLine[] {
  const numbers = lines.map((line) => /^(\d{1,4})[.)]?\s+\S/.exec(line.description)?.[1]);
  if (lines.length < 2 || numbers.some((n) => n === undefined)) return lines;
  const values = numbers.map(Number);
  const step = values[1] - values[0];
  if (step <= 0 || values.some((v, i) => v !== values[0] + i * step)) return lines;
  return lines.map((line) => ({
    ...line,
    description: line.description.replace(/^\d{1,4}[.)]?\s+/, ''),
  }));
}

function finish(draft: Draft): ReadLine {
  const description = draft.description
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*[:;,]$/, '')
    .trim();
  const line: ReadLine = { ...draft.line, description };
  line.review = checkLine(line, {
    adjustment: draft.adjustment,
    priceDecimals: draft.priceDecimals,
    totalDecimals: draft.totalDecimals,
  });
  return line;
}

/**
 * A totals block printed as a table ("Warenwert | Zu-/Abschlag | Fracht | MwSt-Betrag |
 * Endbetrag" with the figures below): the last figures row is the document's sum.
 */
export function readTotalsTable(
  rows: Row[],
  options: NumberOptions,
): {
  total: string | null;
  subtotal: string | null;
  tax: string | null;
  charges: ReadCharge[];
} | null {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row.words.some((w) => /\d/.test(w.text))) continue;
    const groups = groupWords(row.words);
    const labelled = groups.map((g) => ({
      ...g,
      label:
        labelOf(g.text) ??
        (/zu-?\/?ab|zuschlag|abschlag|aufschlag/i.test(g.text) ? ('ADJUST' as const) : null),
    }));
    const kinds = labelled.filter((g) => g.label !== null);
    if (kinds.length < 3 || !kinds.some((g) => g.label === 'TOTAL' || g.label === 'SUBTOTAL'))
      continue;
    // the figures rows below it
    const lineHeight = Math.max(1, row.y1 - row.y0);
    let last: Row | null = null;
    let previous = row;
    for (let j = i + 1; j < rows.length; j++) {
      const r = rows[j];
      if (r.page !== row.page || r.y0 - previous.y1 > lineHeight * 3.5) break;
      if (!r.words.some((w) => looksLikeAmount(w.text, options))) break;
      last = r;
      previous = r;
    }
    if (!last) continue;
    const figure = (group: { x0: number; x1: number }): string | null => {
      let best: Word | null = null;
      let bestOverlap = 0;
      for (const w of last.words) {
        const overlap = Math.min(group.x1, w.x1) - Math.max(group.x0, w.x0);
        if (overlap > bestOverlap) {
          best = w;
          bestOverlap = overlap;
        }
      }
      return best ? parseAmount(best.text, options) : null;
    };
    const result = {
      total: null as string | null,
      subtotal: null as string | null,
      tax: null as string | null,
      charges: [] as ReadCharge[],
    };
    const totals = labelled.filter((g) => g.label === 'TOTAL');
    const grand = totals.sort((a, b) => totalRank(b.text) - totalRank(a.text))[0];
    for (const g of labelled) {
      if (!g.label) continue;
      const amount = figure(g);
      if (amount === null) continue;
      if (g === grand) result.total = amount;
      else if (g.label === 'SUBTOTAL' && !result.subtotal) result.subtotal = amount;
      else if (g.label === 'TAX') {
        result.tax = amount;
        result.charges.push({ kind: 'TAX', name: g.text, amount });
      } else if (g.label === 'DISCOUNT') {
        result.charges.push({
          kind: 'DISCOUNT',
          name: g.text,
          amount: amount.startsWith('-') ? amount : `-${amount}`,
        });
      } else if (g.label === 'DELIVERY')
        result.charges.push({ kind: 'DELIVERY', name: g.text, amount });
      else if (g.label === 'SERVICE')
        result.charges.push({ kind: 'SERVICE', name: g.text, amount });
      else if (g.label === 'ROUNDING')
        result.charges.push({ kind: 'ROUNDING', name: g.text, amount });
      else if (g.label === 'ADJUST')
        result.charges.push({
          kind: amount.startsWith('-') ? 'DISCOUNT' : 'OTHER',
          name: g.text,
          amount,
        });
    }
    if (result.total) return result;
  }
  return null;
}

function groupWords(words: Word[]): Array<{ text: string; x0: number; x1: number }> {
  const groups: Array<{ text: string; x0: number; x1: number }> = [];
  for (const w of words) {
    const last = groups[groups.length - 1];
    if (last && w.x0 - last.x1 < 1.5 * charWidth(w)) {
      last.text += ` ${w.text}`;
      last.x1 = w.x1;
    } else groups.push({ text: w.text, x0: w.x0, x1: w.x1 });
  }
  return groups;
}

export { fold };
