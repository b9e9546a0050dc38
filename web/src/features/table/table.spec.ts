import { tablePath } from './table';

describe('table screens', () => {
  it('opens a table by its name, encoded so any name makes one path segment', () => {
    expect(tablePath('T1')).toBe('/table/T1');
    expect(tablePath('Patio 5')).toBe('/table/Patio%205');
    expect(tablePath('Bar/2 #3?')).toBe('/table/Bar%2F2%20%233%3F');
    expect(decodeURIComponent(tablePath('Bar/2 #3?').slice('/table/'.length))).toBe('Bar/2 #3?');
  });
});
