import { buildRows } from './rows';
import type { Word } from './types';

const w = (text: string, x0: number, y0: number, page = 1, h = 10): Word => ({
  text,
  x0,
  y0,
  x1: x0 + text.length * 6,
  y1: y0 + h,
  page,
});

describe('buildRows', () => {
  it('groups words on one baseline, left to right, with a double space at a column gap', () => {
    const rows = buildRows([
      w('22.50', 300, 101),
      w('TOMATO', 10, 100),
      w('5', 200, 99),
      w('CHICKEN', 10, 120),
      w('BREAST', 58, 121),
      w('24.00', 300, 120),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['TOMATO  5  22.50', 'CHICKEN BREAST  24.00']);
  });

  it('keeps pages apart and in order', () => {
    const rows = buildRows([w('B', 10, 10, 2), w('A', 10, 10, 1)]);
    expect(rows.map((r) => [r.page, r.text])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
  });

  it('does not merge two lines printed close together that overlap horizontally', () => {
    const rows = buildRows([w('FIRST', 10, 100), w('SECOND', 12, 106)]);
    expect(rows).toHaveLength(2);
  });

  it('drops empty words', () => {
    expect(buildRows([w(' ', 10, 10)])).toEqual([]);
  });
});
