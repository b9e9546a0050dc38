import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { readReceipt } from './receipt';
import { buildRows } from './rows';
import type { Word } from './types';

/**
 * A receipt as OCR words: each line of `text` is one printed row; a run of two or more spaces
 * separates columns (the amount column starts at character 30). 10 px per character, 30 px per row.
 */
function receipt(text: string, confidence: (word: string) => number = () => 95): Word[] {
  const words: Word[] = [];
  text
    .split('\n')
    .filter((l) => l.trim())
    .forEach((line, row) => {
      const [left, right] = line.split(/\s{2,}(?=\S+$)/);
      const place = (part: string, start: number) => {
        let x = start;
        for (const token of part.trim().split(/\s+/)) {
          words.push({
            text: token,
            x0: x * 10,
            x1: (x + token.length) * 10,
            y0: row * 30,
            y1: row * 30 + 20,
            confidence: confidence(token),
            page: 1,
          });
          x += token.length + 1;
        }
      };
      if (right !== undefined && line.trim().includes('  ')) {
        place(left, 0);
        place(right, 30);
      } else place(line, 0);
    });
  return words;
}

const read = (text: string, confidence?: (word: string) => number) =>
  readReceipt(buildRows(receipt(text, confidence)));

const TILL = `
KEDAI RUNCIT MAJU ENTERPRISE
(JM0712345-K)
NO 12, JALAN PASAR 3, TAMAN MAJU
TEL: 03-8734 5566
DATE: 15/11/2026  10:42
BILL NO: CS-00231
GARLIC 2 @3.50  7.00
BAWANG MERAH
1 @5.90  5.90
CILI KERING 3 X 2.40  7.20
9555227800168
SANTAN KOTAK 200ML  4.37
SUB TOTAL  24.47
ROUNDING ADJ  -0.02
TOTAL  24.45
CASH  50.00
CHANGE  25.55
THANK YOU, PLEASE COME AGAIN
`;

describe('readReceipt', () => {
  it('reads a till receipt: company line, date, number, items in their printed forms, rounding, total', () => {
    const r = read(TILL);
    expect(r.supplier).toBe('KEDAI RUNCIT MAJU ENTERPRISE');
    expect(r.date).toBe('2026-11-15');
    expect(r.number).toBe('CS-00231');
    expect(r.total).toBe('24.45');
    expect(r.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual([
      ['GARLIC', '2', '3.50', '7.00'],
      ['BAWANG MERAH', '1', '5.90', '5.90'],
      ['CILI KERING', '3', '2.40', '7.20'],
      ['SANTAN KOTAK 200ML', null, null, '4.37'],
    ]);
    // cash and change are payment, not charges; the barcode row is not an item
    expect(r.charges).toEqual([{ kind: 'ROUNDING', name: 'ROUNDING ADJ', amount: '-0.02' }]);
    expect(r.review).toEqual([]);
  });

  it('marks a line without quantity and unit price, and keeps checked lines unmarked', () => {
    const r = read(TILL);
    expect(r.lines[0].review).toEqual([]);
    expect(r.lines[3].review).toEqual([Reasons.noQuantity]);
  });

  it('marks a line whose quantity × price is not its amount, and the document that does not add up', () => {
    const r = read(TILL.replace('GARLIC 2 @3.50  7.00', 'GARLIC 2 @3.50  7.50'));
    expect(r.lines[0]).toMatchObject({ total: '7.50', review: [Reasons.arithmetic] });
    expect(r.review).toEqual([Reasons.totalMismatch]);
  });

  it('marks a line holding a word read with low confidence', () => {
    const r = read(TILL, (w) => (w === '7.20' ? 31 : 95));
    expect(r.lines[2].review).toEqual([Reasons.lowConfidence]);
    expect(r.lines[2].confidence).toBeCloseTo(0.31);
  });

  it('reads "price x qty", "price*qty" and table-like rows whose numbers multiply to the amount', () => {
    const r = read(`
BAIK HATI TRADING SDN BHD
DATE: 20/03/2018
4997642045475
PLASTIC SPOONS 8PCS
5.90 x 3  17.70 SR
KCA TOILET ROLL 3PLY 10R
9555227800168 12.50*2  25.00 S
001697 5.00 1.00  5.00 SR
TOTAL  47.70
`);
    expect(r.supplier).toBe('BAIK HATI TRADING SDN BHD');
    expect(r.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total, l.review])).toEqual(
      [
        ['PLASTIC SPOONS 8PCS', '3', '5.90', '17.70', []],
        ['KCA TOILET ROLL 3PLY 10R', '2', '12.50', '25.00', []],
        ['001697', '5', '1.00', '5.00', []],
      ],
    );
    expect(r.total).toBe('47.70');
  });

  it('takes tax and service charge between the lines and the total only when they add up', () => {
    const r = read(`
RESTORAN SELERA KITA
24 MAR 18 08:12 PM
1 NASI LEMAK  10.00
2 TEH TARIK @2.50  5.00
Subtotal  15.00
10% Srv Chg  1.50
6% GST  0.99
Total:  17.49
RND ADJ  0.01
CASH  20.00
Change Due  2.50
`);
    expect(r.supplier).toBe('RESTORAN SELERA KITA');
    expect(r.date).toBe('2018-03-24');
    expect(r.total).toBe('17.49');
    expect(r.charges.map((c) => [c.kind, c.amount])).toEqual([
      ['SERVICE', '1.50'],
      ['TAX', '0.99'],
    ]);
    expect(r.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual([
      ['NASI LEMAK', '1', null, '10.00'],
      ['TEH TARIK', '2', '2.50', '5.00'],
    ]);
    expect(r.review).toEqual([]);
  });

  it('treats a GST printed as included as no charge', () => {
    const r = read(`
SEDAP CAFE SDN BHD
Date: 2018-03-23
1 RIBS PLATTER  25.90
1 ICED LEMON TEA  4.10
Sub-total:  30.00
(Inclusive) GST 6%  1.70
Total:  30.00
`);
    expect(r.total).toBe('30.00');
    expect(r.charges).toEqual([]);
    expect(r.review).toEqual([]);
  });

  it('says when no total or no lines were found, never guessing', () => {
    expect(read('SOMETHING ENTERPRISE\nTHANK YOU').review).toEqual([
      Reasons.noTotal,
      Reasons.noLines,
    ]);
    const noTotal = read('SOMETHING ENTERPRISE\nDATE: 01/02/2019\nMILO  3.00\nTHANK YOU');
    expect(noTotal.total).toBeNull();
    expect(noTotal.review).toEqual([Reasons.noTotal]);
  });

  it('reads a date whose digits OCR took for letters, only when the repair gives a real date', () => {
    expect(read('SOMETHING ENTERPRISE\nDATE: 2O/O6/2Ol8 12:30\nMILO  3.00\nTOTAL  3.00').date).toBe(
      '2018-06-20',
    );
    expect(read('SOMETHING ENTERPRISE\nDate 1S-O3-2Ol7\nMILO  3.00\nTOTAL  3.00').date).toBe(
      '2017-03-15',
    );
    // no valid calendar date even after the repair: no date rather than a guess
    expect(read('SOMETHING ENTERPRISE\nDATE: 3B/OS/2Ol8\nMILO  3.00\nTOTAL  3.00').date).toBeNull();
    // on the date row, slashes read as 7: month first only because 13 cannot be a month
    expect(
      read('SOMETHING ENTERPRISE\nDATE : 1271372016 9:52:15 AM\nMILO  3.00\nTOTAL  3.00').date,
    ).toBe('2016-12-13');
    // words are not dates
    expect(read('SOLO ENTERPRISE\nBOSS SOS\nMILO  3.00\nTOTAL  3.00').date).toBeNull();
  });

  it('reads the total of a row printing two label/amount pairs', () => {
    const r = read(
      'SOMETHING ENTERPRISE\nDATE: 01/02/2019\nMILO 2 @3.00  6.00\nTOTAL SAVING: 0.00 TOTAL  6.00',
    );
    expect(r.total).toBe('6.00');
    expect(r.review).toEqual([]);
  });
});
