import { ExtractionReviewReasons as Why } from '@mise/domain';
import type { ReadLine } from '@mise/extraction';
import { lineNumbers } from './extraction-results';

const line = (over: Partial<ReadLine>): ReadLine => ({
  description: 'X',
  quantity: null,
  unit: null,
  unitPrice: null,
  total: '0',
  review: [],
  confidence: 1,
  ...over,
});

describe('lineNumbers: a read line as an expense line holds it', () => {
  it('keeps printed numbers that agree', () => {
    expect(lineNumbers(line({ quantity: '5', unitPrice: '4.50', total: '22.50' }))).toEqual({
      quantity: '5',
      unitPrice: '4.5',
      total: '22.50',
      printed: '22.50',
      reasons: [],
    });
  });

  it('a receipt line with only an amount: one at that price', () => {
    expect(lineNumbers(line({ total: '7.00' }))).toMatchObject({
      quantity: '1',
      unitPrice: '7',
      total: '7.00',
      reasons: [],
    });
  });

  it('a quantity without a unit price: the price is the amount shared', () => {
    expect(lineNumbers(line({ quantity: '3', total: '10.00' }))).toMatchObject({
      quantity: '3',
      unitPrice: '3.333333',
      total: '10.00',
    });
  });

  it('marks a product other than the printed amount, even when the engine did not', () => {
    expect(lineNumbers(line({ quantity: '3', unitPrice: '3.20', total: '9.90' })).reasons).toEqual([
      Why.arithmetic,
    ]);
    // the engine's own mark is not repeated
    const marked = line({
      quantity: '3',
      unitPrice: '3.20',
      total: '9.90',
      review: [Why.arithmetic],
    });
    expect(lineNumbers(marked).reasons).toEqual([]);
  });

  it('a number beyond the bounds is 0 and marked, never stored', () => {
    const r = lineNumbers(line({ quantity: '99999999999', unitPrice: '1.00', total: '5.00' }));
    expect(r.quantity).toBe('1');
    expect(r.reasons).toContain(Why.unreadableNumber);
    expect(lineNumbers(line({ total: 'abc' })).reasons).toContain(Why.unreadableNumber);
  });
});
