import { expensePath, itemNames } from './past-purchases';

describe('the Past Purchases tab (spec 3 §2.4)', () => {
  it("lists the lines' item names once each, in line order", () => {
    expect(itemNames([{ name: 'RICE' }, { name: 'EGGS' }, { name: 'RICE' }])).toBe('RICE, EGGS');
  });

  it('shows nothing for an expense without lines (or with blank names)', () => {
    expect(itemNames([])).toBe('');
    expect(itemNames([{ name: ' ' }])).toBe('');
  });

  it('opens the expenses screen with the expense selected', () => {
    expect(expensePath('8f0c1d2e-0000-4000-8000-000000000001')).toBe(
      '/expenses?expense=8f0c1d2e-0000-4000-8000-000000000001',
    );
  });
});
