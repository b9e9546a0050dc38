import { noPurchasePrice, openingStockPath } from './unit-cost';

describe('the "no purchase price yet" note', () => {
  it('shows for a line costed by its default or by nothing, not by a purchase', () => {
    expect(noPurchasePrice('AVERAGE')).toBeNull();
    expect(noPurchasePrice('LAST')).toBeNull();
    expect(noPurchasePrice('DEFAULT')).toBe('DEFAULT');
    expect(noPurchasePrice('NONE')).toBe('NONE');
    expect(noPurchasePrice(undefined)).toBeNull();
  });

  it('links to the opening stock form of the ingredient', () => {
    expect(openingStockPath('2b1c')).toBe('/ingredients/stock?opening=2b1c');
    expect(openingStockPath(null)).toBe('/ingredients/stock');
  });
});
