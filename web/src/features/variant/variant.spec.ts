import { CatalogueMessages } from '@mise/domain';
import {
  validateVariantBatchItem,
  validateVariantIngredient,
  validateVariantSettings,
  variantBatchItemInput,
  variantIngredientInput,
  variantSettingsInput,
} from './variant';

const rows = [
  { id: 'r1', ingredientId: 'cheese' },
  { id: 'r2', ingredientId: 'egg' },
];
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe('variant screens', () => {
  it('forces a SINGLE variant to 1 choice, whatever the disabled field holds', () => {
    expect(validateVariantSettings({ variantType: 'SINGLE', maxChoice: null })).toEqual([]);
    expect(variantSettingsInput({ variantType: 'SINGLE', maxChoice: 4 })).toEqual({
      variantType: 'SINGLE',
      maxChoice: 1,
    });
  });

  it('takes a whole number of 1 or more for a MULTIPLE variant', () => {
    expect(variantSettingsInput({ variantType: 'MULTIPLE', maxChoice: 3 })).toEqual({
      variantType: 'MULTIPLE',
      maxChoice: 3,
    });
    expect(validateVariantSettings({ variantType: 'MULTIPLE', maxChoice: '2' })).toEqual([]);
    for (const bad of [0, -1, 1.5, null, '']) {
      expect(
        messages(validateVariantSettings({ variantType: 'MULTIPLE', maxChoice: bad })),
      ).toEqual([CatalogueMessages.variant.maxChoiceInvalid]);
    }
  });

  it("asks to 'Select an ingredient!' on a row without one", () => {
    expect(
      messages(validateVariantIngredient({ rowId: null, amount: '1', addOnPrice: '2' }, rows)),
    ).toEqual([CatalogueMessages.ingredient.select]);
  });

  it('refuses an ingredient another row has, but not the row keeping its own', () => {
    const same = { ingredientId: 'cheese', amount: '1', addOnPrice: '2.50' };
    expect(messages(validateVariantIngredient({ ...same, rowId: null }, rows))).toEqual([
      CatalogueMessages.ingredient.same,
    ]);
    expect(messages(validateVariantIngredient({ ...same, rowId: 'r2' }, rows))).toEqual([
      CatalogueMessages.ingredient.same,
    ]);
    expect(validateVariantIngredient({ ...same, rowId: 'r1' }, rows)).toEqual([]);
    expect(validateVariantIngredient({ ...same, ingredientId: 'ham', rowId: null }, rows)).toEqual(
      [],
    );
  });

  it('needs an amount above 0 and an add-on price of 0 or more (blank counts as 0)', () => {
    const row = { rowId: null, ingredientId: 'ham' };
    expect(messages(validateVariantIngredient({ ...row, amount: '0' }, rows))).toEqual([
      CatalogueMessages.ingredient.amountInvalid,
    ]);
    expect(
      messages(validateVariantIngredient({ ...row, amount: '1', addOnPrice: '-1' }, rows)),
    ).toEqual([CatalogueMessages.variant.addOnPriceInvalid]);
    expect(validateVariantIngredient({ ...row, amount: '0.5', addOnPrice: null }, rows)).toEqual(
      [],
    );
  });

  it('sends exact decimals, a blank add-on price as 0.00', () => {
    expect(
      variantIngredientInput({ rowId: null, ingredientId: 'ham', amount: '1.5', addOnPrice: '' }),
    ).toEqual({ ingredientId: 'ham', amount: '1.5', addOnPrice: '0.00' });
    expect(
      variantIngredientInput({ rowId: 'r1', ingredientId: 'ham', amount: '2', addOnPrice: '3.5' }),
    ).toEqual({ ingredientId: 'ham', amount: '2', addOnPrice: '3.50' });
  });

  it('checks a batch row: a batch item once, portions above 0, an add-on price of 0 or more', () => {
    const batchRows = [{ id: 'b1', batchItemId: 'sambal' }];
    expect(
      messages(
        validateVariantBatchItem(
          { rowId: null, batchItemId: 'sambal', amount: '0', addOnPrice: '-1' },
          batchRows,
        ),
      ),
    ).toEqual([
      CatalogueMessages.ingredient.same,
      CatalogueMessages.ingredient.amountInvalid,
      CatalogueMessages.variant.addOnPriceInvalid,
    ]);
    expect(
      messages(validateVariantBatchItem({ rowId: null, amount: '1', addOnPrice: '' }, batchRows)),
    ).toEqual([CatalogueMessages.ingredient.selectBatch]);
    expect(
      validateVariantBatchItem(
        { rowId: 'b1', batchItemId: 'sambal', amount: '1', addOnPrice: null },
        batchRows,
      ),
    ).toEqual([]);
    expect(
      variantBatchItemInput({ rowId: null, batchItemId: 'sambal', amount: '2', addOnPrice: '' }),
    ).toEqual({ batchItemId: 'sambal', amount: '2', addOnPrice: '0.00' });
  });
});
