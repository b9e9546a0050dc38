import type { Row, Word } from './types';
import { findDates } from './dates';
import { charWidth } from './rows';

/**
 * The header fields of a document read from its rows: supplier, document number, date, currency,
 * and whether it is a credit note. Labels in English, Malay and German; no supplier-specific rules.
 */

const NUMBER_LABEL =
  /\b(?:tax invoice|invoice|inv|bill|receipt|resit|invois|rechnungs|rechnung|beleg|credit note|debit note|gutschrift|document|doc|faktura|facture|cash bill|nota kredit)\s*(?:-|\s)?(?:no\.?|nr\.?|n°|nº|nummer|number|num\.?|nombor|#|id)?\s*[:.#]?\s*/gi;
const VALUE = /^[A-Z0-9][A-Z0-9\-/.]*[0-9][A-Z0-9\-/]*$/i;

/** Words that are labels, never a document number. */
const NOT_VALUE = /^(no|nr|number|date|datum|tarikh|von|vom|of|issued|from)$/i;

/** Malay puts the "No." first: "No. Invois", "No. Bil", "Nombor Resit". */
const NUMBER_LABEL_FIRST = /\b(?:no\.?|nombor)\s*(?:invois|invoice|bil|resit)\s*[:.#]?\s*/gi;

function candidatesAfter(text: string): string[] {
  const found: string[] = [];
  for (const re of [NUMBER_LABEL_FIRST, NUMBER_LABEL]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const rest = text
        .slice(m.index + m[0].length)
        .trim()
        .split(/\s+/);
      for (const token of rest.slice(0, 2)) {
        const t = token.replace(/[,;]$/, '');
        if (NOT_VALUE.test(t)) break;
        if (VALUE.test(t) && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(t)) {
          found.push(t);
          break;
        }
        if (t !== ':' && t !== '#') break;
      }
    }
  }
  return found;
}

export function findNumber(rows: Row[]): string | null {
  for (const row of rows) {
    const segments = row.text.split(/\s{2,}/);
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s];
      if (
        /(bestell|liefer|kunden|auftrag|vertrag|customer|order|delivery|account|ursprung|reklamation|lief-)/i.test(
          segment.split(/[:#]/)[0],
        )
      )
        continue;
      const joined = segments.slice(s, s + 3).join(' ');
      const found = candidatesAfter(joined);
      if (found.length > 0) return found[0];
    }
  }
  // a label with its value on the row below ("Invoice No." heading over "INV-1001")
  for (let i = 0; i + 1 < rows.length; i++) {
    const label = rows[i].words.find((w, k, all) => {
      const t = `${w.text} ${all[k + 1]?.text ?? ''}`;
      return /^(invoice|inv|bill|receipt|rechnung|beleg|document)\b.*\b(no\.?|nr\.?|number|#)/i.test(
        t,
      );
    });
    if (!label) continue;
    const below = rows[i + 1].words.find(
      (w) => Math.abs(w.x0 - label.x0) < 4 * charWidth(label) && VALUE.test(w.text),
    );
    if (below) return below.text;
  }
  return null;
}

const DATE_GOOD =
  /(invoice date|inv\.? date|date of invoice|rechnungsdatum|beleg-?datum|belegdatum|tarikh invois|issue date|issued at|date|datum|tarikh|dated|von|vom)/i;
const DATE_BAD =
  /(due|fällig|faellig|delivery|lieferung|liefer|leistung|service|bestell|order|auftrag|vertrag|remit|until|bis zum|bis |period|zeitraum|pay by|expiry|reklamation|schreiben|telefonat|powered)/i;

export function findDate(rows: Row[]): string | null {
  let best: { date: string; score: number; index: number } | null = null;
  rows.forEach((row, index) => {
    const dates = findDates(row.text);
    if (dates.length === 0) return;
    const segments = row.text.split(/\s{2,}/);
    for (const segment of segments) {
      const inSegment = findDates(segment);
      if (inSegment.length === 0) continue;
      const before = segment.slice(0, segment.search(/\d/));
      let score = 1;
      if (DATE_BAD.test(segment)) score = 0;
      else if (
        /(invoice|rechnung|beleg|invois|receipt|bill)/i.test(segment) &&
        DATE_GOOD.test(segment)
      )
        score = 4;
      else if (
        /(invoice|rechnung|beleg|invois|receipt|bill)/i.test(row.text) &&
        !DATE_BAD.test(row.text)
      )
        score = 3;
      else if (DATE_GOOD.test(before) || DATE_GOOD.test(row.text.split(/\s{2,}/)[0] ?? ''))
        score = 2;
      if (score === 0) continue;
      if (!best || score > best.score) best = { date: inSegment[0], score, index };
    }
  });
  return (best as { date: string } | null)?.date ?? null;
}

const COMPANY =
  /\b(sdn\.?\s*bhd\.?|bhd\.?|berhad|enterprise|enterprises|trading|gmbh|ag|kg|ohg|ug|gbr|e\.\s?k\.|ltd\.?|limited|llc|inc\.?|corp\.?|plc|pte\.?|s\/b|plt|co\.|company|sarl|sas|s\.a\.|restoran|restaurant|mart|supermarket|hypermarket|store|kedai|pasar|frozen|foods?|marketing|industries|holdings)\b/i;
const BUYER_LABEL =
  /^(bill to|billed to|sold to|ship to|deliver to|delivery to|customer|buyer|käufer|kunde|rechnungsempfänger|warenempfänger|empfänger|invoice to|to:|kepada|pelanggan|dikirim kepada)/i;
const SELLER_LABEL =
  /^(supplier|seller|vendor|from|lieferant|verkäufer|absender|pembekal|penjual)\b/i;
const TITLE =
  /^(tax invoice|invoice|rechnung|receipt|official receipt|quotation|delivery order|credit note|gutschrift|page|seite|bill|cash bill|invois|resit)\b/i;

interface Group {
  text: string;
  words: Word[];
  row: Row;
  x0: number;
  height: number;
}

function groups(row: Row): Group[] {
  const out: Group[] = [];
  for (const w of row.words) {
    const last = out[out.length - 1];
    if (last && w.x0 - last.words[last.words.length - 1].x1 < 1.8 * charWidth(w)) {
      last.words.push(w);
      last.text += ` ${w.text}`;
    } else out.push({ text: w.text, words: [w], row, x0: w.x0, height: w.y1 - w.y0 });
  }
  return out;
}

export function findSupplier(rows: Row[], pageHeight: number): string | null {
  const firstPage = rows.filter((r) => r.page === rows[0]?.page);
  const all = firstPage.flatMap(groups);
  const buyerLabels = all.filter((g) => BUYER_LABEL.test(g.text));
  const sellerLabels = all.filter((g) => SELLER_LABEL.test(g.text));
  const under = (g: Group, label: Group): boolean =>
    g.row.y0 > label.row.y0 - 1 &&
    g.row.y0 - label.row.y0 < 4.5 * Math.max(label.height, 8) &&
    Math.abs(g.x0 - label.x0) < 15 &&
    g !== label;
  const clean = (g: Group): string => {
    // up to the last legal-form word ("FRESHLINE FOODS LTD (12345)" → "FRESHLINE FOODS LTD")
    const all = [...g.text.matchAll(new RegExp(COMPANY.source, 'gi'))];
    const last = all[all.length - 1];
    const text = last?.index !== undefined ? g.text.slice(0, last.index + last[0].length) : g.text;
    return text
      .replace(/^[^A-Za-zÀ-ÿ0-9(]+/, '')
      .replace(/[\s,;:●•|]+$/, '')
      .trim();
  };
  const candidates = all.filter(
    (g) =>
      COMPANY.test(g.text) &&
      /[a-zà-ÿ]{2,}/i.test(g.text.replace(COMPANY, '')) &&
      !buyerLabels.some((label) => under(g, label)) &&
      !BUYER_LABEL.test(g.text) &&
      !/(powered by|bank|kontoinhaber|account holder|iban|bic|swift|e-mail|email|www\.|http)/i.test(
        g.text,
      ),
  );
  const labelled = candidates.find((g) => sellerLabels.some((label) => under(g, label)));
  if (labelled) return clean(labelled);
  const top = candidates.filter((g) => g.row.y0 < pageHeight * 0.4);
  if (top.length > 0) return clean(top[0]);
  // no company word: the largest text near the top that is not a title
  const large = all
    .filter(
      (g) => g.row.y0 < pageHeight * 0.25 && /[A-Za-zÀ-ÿ]{3,}/.test(g.text) && !TITLE.test(g.text),
    )
    .filter((g) => !buyerLabels.some((label) => under(g, label)))
    .sort((a, b) => b.height - a.height || a.row.y0 - b.row.y0);
  if (
    large.length > 0 &&
    large[0].height > (all.reduce((s, g) => s + g.height, 0) / Math.max(1, all.length)) * 1.15
  ) {
    return clean(large[0]);
  }
  return candidates[0] ? clean(candidates[0]) : null;
}

export function findCurrency(text: string): string | null {
  const counts: Record<string, number> = {};
  const bump = (code: string, n: number): void => {
    if (n > 0) counts[code] = (counts[code] ?? 0) + n;
  };
  bump('EUR', (text.match(/€|\bEUR\b/g) ?? []).length);
  bump('MYR', (text.match(/\bRM\s?\d|\bMYR\b|\(RM\)|\bRM\b/g) ?? []).length);
  bump('USD', (text.match(/\bUSD\b|US\$/g) ?? []).length);
  bump('SGD', (text.match(/\bSGD\b|S\$/g) ?? []).length);
  bump('GBP', (text.match(/£|\bGBP\b/g) ?? []).length);
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

/** The decimal mark the document writes amounts with. */
export function decimalMark(printed: string): ',' | '.' | undefined {
  // dates (06.10.2013, 2017-05-09) and times are not amounts
  const text = printed
    .replace(/\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g, ' ')
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/g, ' ');
  const comma = (text.match(/\d,\d{2}(?!\d)/g) ?? []).length;
  const dot = (text.match(/\d\.\d{2}(?!\d)/g) ?? []).length;
  if (comma > dot) return ',';
  if (dot > comma) return '.';
  return undefined;
}

export function isCreditNote(text: string, total: string | null): boolean {
  if (/\b(credit note|credit memo|gutschrift|nota kredit|avoir)\b/i.test(text)) return true;
  return (
    /(rechnungs-?korrektur|korrekturrechnung|stornorechnung|storno|correction)/i.test(text) &&
    total !== null &&
    total.startsWith('-')
  );
}
