import type { Row, Word } from '../types';
import { buildRows } from '../rows';

/**
 * Test helper: a page laid out as text at positions. `line(y, [x, 'text'], …)` puts each text at x
 * (words split at spaces, 5 units per character, 10 high); `page(...)` builds the rows.
 */
export type Placed = [number, string];

export function words(y: number, ...placed: Placed[]): Word[] {
  const out: Word[] = [];
  for (const [x, text] of placed) {
    let cursor = x;
    for (const part of text.split(' ')) {
      if (part)
        out.push({
          text: part,
          x0: cursor,
          x1: cursor + part.length * 5,
          y0: y,
          y1: y + 10,
          page: 1,
        });
      cursor += (part.length + 1) * 5;
    }
  }
  return out;
}

export function page(...lines: Word[][]): Row[] {
  return buildRows(lines.flat());
}

/** The same words on another page. */
export function onPage(pageNumber: number, list: Word[]): Word[] {
  return list.map((w) => ({ ...w, page: pageNumber }));
}
