import fc from 'fast-check';
import {
  aboveFoodCostTarget,
  batchCostPerPortion,
  catalogueName,
  CatalogueMessages,
  checkAmount,
  checkFoodCostTarget,
  checkMoney,
  checkUnitCost,
  effectiveUnitCost,
  foodCostPercent,
  menuCosting,
  menuLimitLabel,
  menuLimitReached,
  numberOrZero,
  orderingLink,
  recipeProgress,
  totalAddOnPrice,
  UNIT_COST_SOURCES,
  unitCostEditable,
  unitCostOf,
  unitCostSource,
  type UnitCostInputs,
  type UnitCostSource,
  variantMaxChoice,
  withoutPurchasePrice,
} from './catalogue';
import { add, cmp, mul, sub, sum } from './money';

/** A decimal string with up to `places` decimals in [0, max). */
const decimal = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places - 1 })
    .map((n) => (n / 10 ** places).toFixed(places));

describe('catalogue costing', () => {
  it('takes the average, else the last price, else the default (4 dp)', () => {
    expect(
      effectiveUnitCost({ averagePrice: '2.123456', lastPrice: '9', defaultUnitCost: '1' }),
    ).toBe('2.1235');
    expect(effectiveUnitCost({ averagePrice: '0', lastPrice: '3.5', defaultUnitCost: '1' })).toBe(
      '3.5000',
    );
    expect(effectiveUnitCost({ averagePrice: '0', lastPrice: '0', defaultUnitCost: '0.75' })).toBe(
      '0.7500',
    );
    expect(unitCostEditable({ averagePrice: '0', lastPrice: '0' })).toBe(true);
    expect(unitCostEditable({ averagePrice: '0', lastPrice: '1' })).toBe(false);
  });

  it('says which branch gave the unit cost: AVERAGE, LAST, DEFAULT, NONE (a cost of 0)', () => {
    const cases: Array<[UnitCostInputs, string, UnitCostSource]> = [
      [{ averagePrice: '2.5', lastPrice: '3', defaultUnitCost: '1' }, '2.5000', 'AVERAGE'],
      [{ averagePrice: '0', lastPrice: '3', defaultUnitCost: '1' }, '3.0000', 'LAST'],
      [{ averagePrice: '0', lastPrice: '0', defaultUnitCost: '1' }, '1.0000', 'DEFAULT'],
      [{ averagePrice: '0', lastPrice: '0', defaultUnitCost: '0' }, '0.0000', 'NONE'],
      // a default that rounds to 0 at 4 dp costs 0: no price at all
      [{ averagePrice: '0', lastPrice: '0', defaultUnitCost: '0.00004' }, '0.0000', 'NONE'],
    ];
    for (const [inputs, unitCost, source] of cases) {
      expect(unitCostOf(inputs)).toEqual({ unitCost, source });
      expect(unitCostSource(inputs)).toBe(source);
    }
    expect(UNIT_COST_SOURCES.filter(withoutPurchasePrice)).toEqual(['DEFAULT', 'NONE']);
    const c = menuCosting({
      price: '1',
      ingredients: [
        { amount: '1', averagePrice: '0', lastPrice: '0', defaultUnitCost: '0' },
        { amount: '1', averagePrice: '0', lastPrice: '2', defaultUnitCost: '0' },
      ],
    });
    expect(c.ingredients.map((i) => i.unitCostSource)).toEqual(['NONE', 'LAST']);
  });

  it('costs a recipe: lines rounded to 4 dp, profit and food cost % (price 0 counts as 1)', () => {
    const c = menuCosting({
      price: '2.50',
      ingredients: [
        { amount: '0.2', averagePrice: '2.5', lastPrice: '3', defaultUnitCost: '0' },
        { amount: '0.05', averagePrice: '0', lastPrice: '12.34567', defaultUnitCost: '0' },
      ],
    });
    expect(c.ingredients.map((i) => i.costPerServing)).toEqual(['0.5000', '0.6173']);
    expect(c).toMatchObject({
      costPerServing: '1.1173',
      grossProfit: '1.3827',
      foodCostPercent: '44.69',
    });
    expect(foodCostPercent('0', '1.5')).toBe('150.00');
    expect(aboveFoodCostTarget('35.01', '35.00')).toBe(true);
    expect(aboveFoodCostTarget('35.00', '35.00')).toBe(false);
  });

  it('cost per serving is exactly the sum of its parts, and profit + cost = price', () => {
    const line = fc.record({
      amount: decimal(1000, 3),
      averagePrice: fc.oneof(fc.constant('0'), decimal(500, 6)),
      lastPrice: fc.oneof(fc.constant('0'), decimal(500, 6)),
      defaultUnitCost: decimal(100, 4),
    });
    const batch = fc.record({ amount: decimal(50, 1), costPerPortion: decimal(100, 4) });
    fc.assert(
      fc.property(
        decimal(10000, 2),
        fc.array(line, { maxLength: 12 }),
        fc.array(batch, { maxLength: 4 }),
        (price, ingredients, batchIngredients) => {
          const c = menuCosting({ price, ingredients, batchIngredients });
          const parts = [...c.ingredients, ...c.batchIngredients].map((l) => l.costPerServing);
          expect(cmp(c.costPerServing, sum(parts))).toBe(0);
          expect(c.costPerServing).toMatch(/^\d+\.\d{4}$/);
          expect(cmp(add(c.grossProfit, c.costPerServing), price)).toBe(0);
          for (const [i, l] of ingredients.entries()) {
            // each line is its unit cost x amount, off by at most half of the 4th decimal
            const exact = mul(c.ingredients[i].unitCost, l.amount);
            const off = sub(c.ingredients[i].costPerServing, exact);
            expect(cmp(off.replace('-', ''), '0.00005')).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('costs a batch portion (size 0 counts as 1) and sums add-on prices', () => {
    expect(
      batchCostPerPortion(
        [
          { amount: '2', unitCost: '1.5' },
          { amount: '1', unitCost: '1' },
        ],
        '8',
      ),
    ).toBe('0.5000');
    expect(batchCostPerPortion([{ amount: '2', unitCost: '1.5' }], '0')).toBe('3.0000');
    expect(totalAddOnPrice(['1.5', '0.25', '2'])).toBe('3.75');
    expect(totalAddOnPrice([])).toBe('0.00');
  });
});

describe('catalogue rules', () => {
  it('upper-cases names and checks numbers without floats', () => {
    expect(catalogueName('  nasi lemak ')).toBe('NASI LEMAK');
    expect(catalogueName('nasi  lemak ')).toBe('NASI LEMAK');
    // issue 19: a price has at most 2 decimals; a third is refused, not rounded.
    expect(checkMoney('12.345')).toBeNull();
    expect(checkMoney('12.350')).toBe('12.35');
    expect(checkMoney('-1')).toBeNull();
    expect(checkMoney('abc')).toBeNull();
    expect(checkAmount('0')).toBeNull();
    expect(checkAmount('0.0000001')).toBeNull();
    expect(checkAmount('1.25')).toBe('1.25');
    expect(checkUnitCost('')).toBe('0');
    expect(checkUnitCost('x')).toBeNull();
    expect(numberOrZero('abc')).toBe('0');
    expect(numberOrZero(' 2.5 ')).toBe('2.5');
    expect(checkFoodCostTarget('30')).toBe('30.00');
    expect(checkFoodCostTarget('-1')).toBeNull();
  });

  it('holds creates to a limit of 0 or more; -1 is unlimited', () => {
    expect(menuLimitReached(9, 10)).toBe(false);
    expect(menuLimitReached(10, 10)).toBe(true);
    expect(menuLimitReached(0, 0)).toBe(true);
    expect(menuLimitReached(500, -1)).toBe(false);
    expect(menuLimitLabel(3, 10)).toBe('3/10');
    expect(menuLimitLabel(3, -1)).toBe('3/Unlimited');
  });

  it('forces SINGLE to one choice', () => {
    expect(variantMaxChoice('SINGLE', 4)).toBe(1);
    expect(variantMaxChoice('MULTIPLE', 4)).toBe(4);
  });

  it('prompts the first missing recipe step, 20% a step, then Recipe completed!', () => {
    const P = CatalogueMessages.progress;
    const base = { name: '', category: '', ingredientCount: 0, ingredientCost: '0', price: '0' };
    expect(recipeProgress(base)).toEqual({ percent: 0, prompt: P.name, complete: false });
    expect(recipeProgress({ ...base, name: 'X' }).prompt).toBe(P.category);
    expect(recipeProgress({ ...base, name: 'X', category: 'Y' }).prompt).toBe(P.ingredients);
    expect(recipeProgress({ ...base, name: 'X', category: 'Y', ingredientCount: 1 })).toMatchObject(
      {
        percent: 60,
        prompt: P.cost,
      },
    );
    expect(
      recipeProgress({
        name: 'X',
        category: 'Y',
        ingredientCount: 1,
        ingredientCost: '0.1',
        price: '0',
      }).prompt,
    ).toBe(P.price);
    expect(
      recipeProgress({
        name: 'X',
        category: 'Y',
        ingredientCount: 1,
        ingredientCost: '0.1',
        price: '1',
      }),
    ).toEqual({ percent: 100, prompt: 'Recipe completed!', complete: true });
  });

  it('builds the ordering link with the masked number and the encoded table name', () => {
    expect(orderingLink('http://localhost:4000/order/', 'A1B2', 'Table 5/A')).toBe(
      'http://localhost:4000/order/A1B2?table=Table%205%2FA',
    );
  });

  it('has the spec texts', () => {
    expect(CatalogueMessages.menuItem.limitReached).toBe(
      'You have reached the menu limit. Please subscribe to a plan in Settings -> Subscriptions',
    );
    expect(CatalogueMessages.confirmDelete('NASI')).toBe('Are you sure you want to delete NASI?');
    expect(CatalogueMessages.ingredient.createFailed('boom')).toBe(
      'Unable to create ingredient. boom',
    );
  });
});
