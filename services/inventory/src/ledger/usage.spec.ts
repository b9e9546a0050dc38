import { usageOf, type RecipeBook } from './usage';

const book: RecipeBook = {
  menuItems: new Map([
    [
      'menu',
      {
        menuItemId: 'menu',
        ingredients: [{ ingredientId: 'rice', amount: '0.15' }],
        batchIngredients: [{ batchItemId: 'sambal', amount: '3' }],
        variantIds: ['v'],
      },
    ],
  ]),
  options: new Map([
    ['egg-option', { itemKind: 'INGREDIENT' as const, itemId: 'egg', amount: '1' }],
    ['sambal-option', { itemKind: 'BATCH' as const, itemId: 'sambal', amount: '2' }],
  ]),
  portionSizes: new Map([['sambal', '0']]),
};

describe('sale usage (flows.md §3)', () => {
  it('depletes amount × q, batch portions ÷ portionSize × q (0 counts as 1) and options × their quantity', () => {
    const { effects, skipped } = usageOf(
      [
        {
          lineId: 'l1',
          menuItemId: 'menu',
          quantity: '2',
          options: [
            { variantIngredientId: 'egg-option', variantBatchItemId: null, quantity: '3' },
            { variantIngredientId: null, variantBatchItemId: 'sambal-option', quantity: '1' },
          ],
        },
      ],
      '2026-11-20',
      book,
    );
    expect(skipped).toEqual([]);
    expect(effects.map((e) => [e.itemKind, e.itemId, e.quantity])).toEqual([
      ['INGREDIENT', 'rice', '-0.3'],
      ['BATCH', 'sambal', '-6'],
      ['INGREDIENT', 'egg', '-6'],
      ['BATCH', 'sambal', '-4'],
    ]);
    expect(effects[0]).toMatchObject({ menuItemId: 'menu', lineId: 'l1', date: '2026-11-20' });
  });

  it('leaves out and reports what the recipes do not know', () => {
    const { effects, skipped } = usageOf(
      [
        { lineId: 'l1', menuItemId: 'gone', quantity: '1', options: [] },
        {
          lineId: 'l2',
          menuItemId: 'menu',
          quantity: '0',
          options: [{ variantIngredientId: 'nope', variantBatchItemId: null, quantity: '1' }],
        },
      ],
      '2026-11-20',
      book,
    );
    expect(effects).toEqual([]); // quantity 0 moves nothing
    expect(skipped).toEqual(['unknown-menu-item', 'unknown-variant-option']);
  });
});
