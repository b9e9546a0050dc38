import { findDates, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['25/12/2018', '2018-12-25'],
    ['19/05/16', '2016-05-19'],
    ['DATE : 12/28/2017 10:17:32 PM', '2017-12-28'],
    ['24 MAR 18', '2018-03-24'],
    ['24-Mar-2018', '2018-03-24'],
    ['2018/02/22', '2018-02-22'],
    ['2017-05-09', '2017-05-09'],
    ['Rechnungsdatum: 09.05.2017', '2017-05-09'],
    ['12 Nov 2026', '2026-11-12'],
    ['Nov 12, 2026', '2026-11-12'],
    ['9. Mai 2017', '2017-05-09'],
    ['Tarikh: 3 Ogos 2025', '2025-08-03'],
    ['02/11/2026', '2026-11-02'],
  ])('%s → %s', (text, want) => expect(parseDate(text)).toBe(want));

  it.each(['31/02/2018', 'TEL 03-1234 5678', '10:17:32', 'INV-1001', '45/45/2018'])(
    '%s has no date',
    (text) => expect(parseDate(text)).toBeNull(),
  );

  it('finds every date in order', () => {
    expect(findDates('Date 01/11/2026 Due 2026-12-01')).toEqual(['2026-11-01', '2026-12-01']);
  });
});
