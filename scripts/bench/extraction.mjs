// Extraction (issue 22, "Quality and speed, measured"): reads every document of the development set
// (`EXTRACTION_DEV_DIR`, default `<repo>/../shared/extraction-dev`) with @mise/extraction's
// `readDocument` and prints, per source (sroie receipts, zugferd invoices with their embedded XML,
// zugferd read from the page only) and overall: supplier / number / date / total accuracy, lines
// found / expected, lines fully exact, lines silently wrong, seconds per page p50/p95. Prints only:
// nothing passes or fails on a number. The documents are read in place, never copied.
//
// Scoring (the set's README): total within 0.01 or an alternative listed in NOTES.tsv; date exact;
// supplier case- and punctuation-insensitive, contained, or ≥ 80 % alike; number exact where the
// truth has one. Lines are paired by description similarity (≥ 50 %), then by amount. A paired line
// is "fully exact" when its description is ≥ 90 % alike (case, spaces and punctuation folded; OCR
// descriptions are rarely letter-perfect: the strict figure is printed too) and its quantity, unit
// price and total equal the truth's (null = null). "Silently wrong": a paired line with a wrong
// number and no review mark, plus read lines that pair with nothing and carry no review mark.
//
// `npm run bench -- extraction` (needs `npm run build` of libs/extraction). BENCH_EXTRACTION_ONLY=
// a substring of file names limits the documents; BENCH_EXTRACTION_VERBOSE=1 prints every line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEV_DIR =
  process.env.EXTRACTION_DEV_DIR ?? path.resolve(ROOT, '../shared/extraction-dev');

// --- scoring helpers (exported for reuse by other measurements) -------------------------------
export const fold = (s) =>
  String(s ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');

function levenshtein(a, b) {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let last = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, last + (a[i - 1] === b[j - 1] ? 0 : 1));
      last = tmp;
    }
  }
  return prev[b.length];
}

/** 0..1: how alike two texts are once case, spaces and punctuation are folded. */
export function similarity(a, b) {
  const x = fold(a);
  const y = fold(b);
  if (!x && !y) return 1;
  return 1 - levenshtein(x, y) / Math.max(x.length, y.length);
}

const num = (x) => (x === null || x === undefined ? null : Number(x));
const sameNumber = (a, b) =>
  (a === null || a === undefined) && (b === null || b === undefined)
    ? true
    : num(a) !== null && num(b) !== null && Math.abs(num(a) - num(b)) < 0.005;

function supplierMatches(read, truth) {
  if (!read) return false;
  const a = fold(read);
  const b = fold(truth);
  return (
    a === b ||
    (a.length >= 5 && b.includes(a)) ||
    (b.length >= 5 && a.includes(b)) ||
    similarity(read, truth) >= 0.8
  );
}

/** Pairs truth lines with read lines: description similarity first, then equal amounts. */
export function pairLines(truthLines, readLines) {
  const pairs = [];
  const used = new Set();
  const candidates = [];
  truthLines.forEach((t, i) =>
    readLines.forEach((r, j) =>
      candidates.push({
        i,
        j,
        s: similarity(t.description, r.description),
        amount: sameNumber(t.total, r.total),
      }),
    ),
  );
  candidates.sort((a, b) => b.s - a.s || Number(b.amount) - Number(a.amount));
  const pairedTruth = new Set();
  for (const c of candidates) {
    if (c.s < 0.5 || pairedTruth.has(c.i) || used.has(c.j)) continue;
    pairs.push(c);
    pairedTruth.add(c.i);
    used.add(c.j);
  }
  for (const c of candidates) {
    if (!c.amount || pairedTruth.has(c.i) || used.has(c.j)) continue;
    pairs.push(c);
    pairedTruth.add(c.i);
    used.add(c.j);
  }
  return { pairs, unpairedRead: readLines.map((_, j) => j).filter((j) => !used.has(j)) };
}

function notesAlternatives(dir) {
  const file = path.join(dir, 'NOTES.tsv');
  const alt = new Map();
  if (!existsSync(file)) return alt;
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [doc, field, note] = line.split('\t');
    const m = field === 'total' && /alternative\s+(-?[\d.]+)/.exec(note ?? '');
    if (m) alt.set(doc, m[1]);
  }
  return alt;
}

/** Scores one reading against its truth. */
export function score(reading, truth, alternativeTotal) {
  const s = {
    supplier: null,
    number: null,
    date: null,
    total: null,
    expected: 0,
    read: reading.lines.length,
    paired: 0,
    exact: 0,
    strict: 0,
    numbersRight: 0,
    silent: 0,
    marked: 0,
    details: [],
  };
  if (truth.supplier !== null) s.supplier = supplierMatches(reading.supplier, truth.supplier);
  if (truth.number !== null) s.number = reading.number === truth.number;
  if (truth.date !== null) s.date = reading.date === truth.date;
  if (truth.total !== null)
    s.total =
      reading.total !== null &&
      (Math.abs(Number(reading.total) - Number(truth.total)) <= 0.01 ||
        (alternativeTotal !== undefined &&
          Math.abs(Number(reading.total) - Number(alternativeTotal)) <= 0.01));
  s.marked = reading.lines.filter((l) => l.review.length).length;
  if (truth.lines) {
    s.expected = truth.lines.length;
    const { pairs, unpairedRead } = pairLines(truth.lines, reading.lines);
    s.paired = pairs.length;
    for (const p of pairs) {
      const t = truth.lines[p.i];
      const r = reading.lines[p.j];
      const numbers =
        sameNumber(t.quantity, r.quantity) &&
        sameNumber(t.unitPrice, r.unitPrice) &&
        sameNumber(t.total, r.total);
      const desc = similarity(t.description, r.description);
      if (numbers) s.numbersRight++;
      if (numbers && desc >= 0.9) s.exact++;
      if (numbers && fold(t.description) === fold(r.description)) s.strict++;
      const silent = !numbers && r.review.length === 0;
      if (silent) s.silent++;
      s.details.push(
        `${numbers && desc >= 0.9 ? 'ok ' : silent ? 'SW ' : '-- '}${t.description} ${t.quantity}×${t.unitPrice}=${t.total} | read ${r.description} ${r.quantity}×${r.unitPrice}=${r.total} [${r.review.join('; ')}]`,
      );
    }
    for (const j of unpairedRead) {
      const r = reading.lines[j];
      if (r.review.length === 0) s.silent++;
      s.details.push(
        `${r.review.length ? '+  ' : 'SW+'} read ${r.description} ${r.quantity}×${r.unitPrice}=${r.total} [${r.review.join('; ')}]`,
      );
    }
    truth.lines.forEach((t, i) => {
      if (!pairs.some((p) => p.i === i))
        s.details.push(`miss ${t.description} ${t.quantity}×${t.unitPrice}=${t.total}`);
    });
  }
  return s;
}

const pct = (a, b) => (b ? `${((a / b) * 100).toFixed(1)} %` : 'n/a');
const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

function summarise(name, results) {
  const field = (k) => {
    const scored = results.filter((r) => r.s[k] !== null);
    return `${scored.filter((r) => r.s[k]).length}/${scored.length} (${pct(scored.filter((r) => r.s[k]).length, scored.length)})`;
  };
  const tot = (k) => results.reduce((n, r) => n + r.s[k], 0);
  const perPage = results.map((r) => r.seconds / Math.max(1, r.pages));
  const allExact = results.filter(
    (r) => r.s.expected && r.s.exact === r.s.expected && r.s.read === r.s.expected,
  ).length;
  const withLines = results.filter((r) => r.s.expected).length;
  console.log(`\n${name}: ${results.length} documents`);
  console.log(
    `  supplier ${field('supplier')}  number ${field('number')}  date ${field('date')}  total ${field('total')}`,
  );
  console.log(
    `  lines found ${tot('paired')}/${tot('expected')} (read ${tot('read')}, marked for review ${tot('marked')}); fully exact ${tot('exact')}/${tot('expected')} (${pct(tot('exact'), tot('expected'))}; description letter-perfect ${pct(tot('strict'), tot('expected'))}); numbers right ${pct(tot('numbersRight'), tot('expected'))}`,
  );
  console.log(
    `  documents with every line exact ${allExact}/${withLines}; lines silently wrong ${tot('silent')}`,
  );
  console.log(
    `  seconds per page p50 ${quantile(perPage, 0.5).toFixed(2)} p95 ${quantile(perPage, 0.95).toFixed(2)}`,
  );
}

/** The reader: `readDocument` when the engine has it, else OCR + receipt for images. */
async function reader() {
  const lib = require('../../libs/extraction/dist/index.js');
  const { createTesseractEngine } = require('../../libs/extraction/dist/ocr/tesseract.js');
  // BENCH_EXTRACTION_PSM=3|4|6 compares tesseract's page segmentation modes
  const psm = process.env.BENCH_EXTRACTION_PSM;
  const ocr = await createTesseractEngine(psm ? { pageSegmentation: psm } : {});
  if (typeof lib.readDocument === 'function' && process.env.BENCH_EXTRACTION_RECEIPT !== '1') {
    return {
      ocr,
      read: (bytes, file, useAttachments) =>
        lib.readDocument(bytes, { fileName: file, ocr, useAttachments }),
    };
  }
  const { recognizePages } = require('../../libs/extraction/dist/ocr/pages.js');
  const { buildRows } = require('../../libs/extraction/dist/rows.js');
  const { readReceipt } = require('../../libs/extraction/dist/receipt.js');
  return {
    ocr,
    partial: true,
    read: async (bytes, file) => {
      if (!/\.(jpe?g|png)$/i.test(file)) return null;
      const started = process.hrtime.bigint();
      const { words, pages } = await recognizePages(bytes, 'image', ocr);
      const r = readReceipt(buildRows(words));
      return { ...r, pages, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
    },
  };
}

export async function bench() {
  console.log('\n== extraction (issue 22): the development set ==');
  if (!existsSync(DEV_DIR)) {
    console.log(`skipped: no development set at ${DEV_DIR} (set EXTRACTION_DEV_DIR)`);
    return;
  }
  const verbose = process.env.BENCH_EXTRACTION_VERBOSE === '1';
  const only = process.env.BENCH_EXTRACTION_ONLY;
  const alternatives = notesAlternatives(DEV_DIR);
  const { read, ocr, partial } = await reader();
  if (partial)
    console.log(
      'images through recognizePages + readReceipt only (readDocument absent or BENCH_EXTRACTION_RECEIPT=1)',
    );
  const sources = [
    { name: 'sroie', dir: 'sroie', useAttachments: true },
    { name: 'zugferd', dir: 'zugferd', useAttachments: true },
    { name: 'zugferd without attachments', dir: 'zugferd', useAttachments: false },
  ];
  const all = [];
  try {
    for (const src of sources) {
      const dir = path.join(DEV_DIR, src.dir);
      if (!existsSync(dir)) continue;
      const results = [];
      for (const file of readdirSync(dir)
        .filter((f) => /\.(pdf|jpe?g|png|xml|json)$/i.test(f) && !f.endsWith('.truth.json'))
        .sort()) {
        if (only && !file.includes(only)) continue;
        const truthFile = path.join(dir, file.replace(/\.[^.]+$/, '.truth.json'));
        if (!existsSync(truthFile)) continue;
        const truth = JSON.parse(readFileSync(truthFile, 'utf8'));
        const started = process.hrtime.bigint();
        const reading = await read(
          new Uint8Array(readFileSync(path.join(dir, file))),
          file,
          src.useAttachments,
        );
        if (!reading) continue;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const s = score(reading, truth, alternatives.get(`${src.dir}/${file}`));
        results.push({ file, s, seconds, pages: reading.pages ?? 1 });
        const mark = (v) => (v === null ? '·' : v ? '✓' : '✗');
        console.log(
          `  ${file.padEnd(34)} supplier ${mark(s.supplier)} date ${mark(s.date)} total ${mark(s.total)} lines ${s.exact}/${s.expected} exact (read ${s.read}, marked ${s.marked}, silently wrong ${s.silent})  ${seconds.toFixed(2)} s` +
            (s.total === false ? `  [total read ${reading.total}, truth ${truth.total}]` : '') +
            (s.supplier === false ? `  [supplier read ${reading.supplier}]` : '') +
            (s.date === false ? `  [date read ${reading.date}]` : '') +
            (reading.review.length ? `  {${reading.review.join('; ')}}` : ''),
        );
        if (verbose) for (const d of s.details) console.log(`      ${d}`);
      }
      if (results.length) summarise(src.name, results);
      all.push(...results);
    }
    if (all.length) summarise('overall', all);
  } finally {
    await ocr.terminate();
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) await bench();
