import {
  OrderArrivals,
  ageLevel,
  ageText,
  arrivalText,
  orderPlace,
  sortOrders,
} from './live-orders';

describe('new order detection', () => {
  it('finds nothing new in the list the screen opens with', () => {
    const arrivals = new OrderArrivals();
    expect(arrivals.observe(['a', 'b'])).toEqual([]);
  });

  it('finds the orders that were not in the previous answer', () => {
    const arrivals = new OrderArrivals();
    arrivals.observe(['a', 'b']);
    expect(arrivals.observe(['a', 'b', 'c'])).toEqual(['c']);
    expect(arrivals.observe(['a', 'b', 'c'])).toEqual([]);
  });

  it('does not count an order that left (confirmed, rejected) as new, nor an empty list', () => {
    const arrivals = new OrderArrivals();
    arrivals.observe(['a', 'b']);
    expect(arrivals.observe(['b'])).toEqual([]);
    expect(arrivals.observe([])).toEqual([]);
    expect(arrivals.observe(['d', 'e'])).toEqual(['d', 'e']);
  });

  it('finds new orders after an empty first list', () => {
    const arrivals = new OrderArrivals();
    expect(arrivals.observe([])).toEqual([]);
    expect(arrivals.observe(['a'])).toEqual(['a']);
  });

  it('starts over after a reset (another outlet)', () => {
    const arrivals = new OrderArrivals();
    arrivals.observe(['a']);
    arrivals.reset();
    expect(arrivals.observe(['x', 'y'])).toEqual([]);
  });
});

describe('age text', () => {
  const placed = '2026-03-05T10:00:00.000Z';
  const at = (seconds: number) => Date.parse(placed) + seconds * 1000;

  it('says "just now" in the first minute, and for a clock a little behind', () => {
    expect(ageText(placed, at(0))).toBe('just now');
    expect(ageText(placed, at(59))).toBe('just now');
    expect(ageText(placed, at(-30))).toBe('just now');
  });

  it('counts whole minutes, then hours and minutes', () => {
    expect(ageText(placed, at(60))).toBe('1 min ago');
    expect(ageText(placed, at(3 * 60 + 59))).toBe('3 min ago');
    expect(ageText(placed, at(59 * 60))).toBe('59 min ago');
    expect(ageText(placed, at(60 * 60))).toBe('1 h ago');
    expect(ageText(placed, at(125 * 60))).toBe('2 h 5 min ago');
  });

  it('marks an order waiting from 10 minutes and late from 20', () => {
    expect(ageLevel(placed, at(9 * 60))).toBe('fresh');
    expect(ageLevel(placed, at(10 * 60))).toBe('waiting');
    expect(ageLevel(placed, at(20 * 60))).toBe('late');
  });
});

describe('where an order comes from', () => {
  it('names the table as the outlet typed it', () => {
    expect(orderPlace({ tableName: 'Table 5', channel: 'WEB' })).toBe('Table 5');
  });

  it('names the channel of an outside order, which has no table', () => {
    expect(orderPlace({ tableName: null, channel: 'WHATSAPP' })).toBe('WhatsApp order');
    expect(orderPlace({ tableName: null, channel: 'WEB' })).toBe('Web order');
    expect(orderPlace({ tableName: '  ', channel: 'KIOSK' })).toBe('KIOSK order');
  });

  it('announces arrivals by place', () => {
    expect(arrivalText([])).toBe('');
    expect(arrivalText([{ tableName: 'T1', channel: 'WEB' }])).toBe('New order: T1');
    expect(
      arrivalText([
        { tableName: 'T1', channel: 'WEB' },
        { tableName: null, channel: 'WHATSAPP' },
      ]),
    ).toBe('2 new orders: T1, WhatsApp order');
  });
});

describe('card order', () => {
  it('puts the oldest first, and orders of the same moment by table (T2 before T10)', () => {
    const order = (id: string, placedAt: string, tableName: string | null) => ({
      id,
      placedAt,
      tableName,
      channel: 'WEB',
    });
    const sorted = sortOrders([
      order('late', '2026-03-05T10:05:00Z', 'T1'),
      order('t10', '2026-03-05T10:00:00Z', 'T10'),
      order('t2', '2026-03-05T10:00:00Z', 'T2'),
      order('early', '2026-03-05T09:55:00Z', null),
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['early', 't2', 't10', 'late']);
  });
});
