import { byInventoryName } from './inventory';

describe('inventory screen', () => {
  it('sorts inventory names ascending, numbers in order and case aside', () => {
    const names = ['SUGAR 10KG', 'apple box', 'SUGAR 2KG', 'BEEF'].map((name) => ({ name }));
    expect([...names].sort(byInventoryName).map((n) => n.name)).toEqual([
      'apple box',
      'BEEF',
      'SUGAR 2KG',
      'SUGAR 10KG',
    ]);
  });
});
