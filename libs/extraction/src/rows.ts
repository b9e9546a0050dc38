import type { Row, Word } from './types';

/**
 * Rows rebuilt from positioned words (a PDF's text layer or OCR tokens): words whose vertical
 * centres fall within one another's boxes share a row; each row reads left to right. A gap wider
 * than about two characters becomes a double space in `text`, where a column break is likely.
 */
export function buildRows(words: Word[]): Row[] {
  const rows: Row[] = [];
  const byPage = new Map<number, Word[]>();
  for (const w of words) {
    if (!w.text.trim()) continue;
    const list = byPage.get(w.page) ?? [];
    list.push(w);
    byPage.set(w.page, list);
  }
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const sorted = byPage.get(page)!.sort((a, b) => centre(a) - centre(b) || a.x0 - b.x0);
    const open: Array<{ words: Word[]; y0: number; y1: number }> = [];
    for (const w of sorted) {
      const c = centre(w);
      // the nearest row whose band holds this word's centre (and whose words it does not overlap)
      let best: (typeof open)[number] | undefined;
      let bestDistance = Infinity;
      for (let i = open.length - 1; i >= 0 && i >= open.length - 4; i--) {
        const r = open[i];
        const rc = (r.y0 + r.y1) / 2;
        const half = Math.max(r.y1 - r.y0, w.y1 - w.y0) / 2;
        const distance = Math.abs(c - rc);
        if (distance <= half * 0.8 && distance < bestDistance && !overlapsAny(r.words, w)) {
          best = r;
          bestDistance = distance;
        }
      }
      if (best) {
        best.words.push(w);
        best.y0 = Math.min(best.y0, w.y0);
        best.y1 = Math.max(best.y1, w.y1);
      } else open.push({ words: [w], y0: w.y0, y1: w.y1 });
    }
    for (const r of open.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1))) {
      const ws = r.words.sort((a, b) => a.x0 - b.x0);
      rows.push({ words: ws, text: rowText(ws), y0: r.y0, y1: r.y1, page });
    }
  }
  return rows;
}

function centre(w: Word): number {
  return (w.y0 + w.y1) / 2;
}

/** True when `w` covers more than half of a word already in the row (a second line, not a column). */
function overlapsAny(words: Word[], w: Word): boolean {
  return words.some((o) => {
    const overlap = Math.min(o.x1, w.x1) - Math.max(o.x0, w.x0);
    return overlap > 0.5 * Math.min(o.x1 - o.x0, w.x1 - w.x0);
  });
}

/** The average width of one character of a word (its box over its length). */
export function charWidth(w: Word): number {
  return (w.x1 - w.x0) / Math.max(1, w.text.length);
}

function rowText(words: Word[]): string {
  let text = '';
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (i > 0) {
      const prev = words[i - 1];
      const gap = w.x0 - prev.x1;
      const ch = (charWidth(prev) + charWidth(w)) / 2;
      text += gap > 2 * ch ? '  ' : ' ';
    }
    text += w.text.trim();
  }
  return text;
}
