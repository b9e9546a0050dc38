import { CatalogueMessages } from '@mise/domain';
import {
  batchRowInput,
  batchRowName,
  matchByName,
  usedByAnotherRow,
  validateBatchRow,
  versionTitle,
} from './recipe';

const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe('recipe rules', () => {
  it('titles a version, and a batch row by its version or - when it is gone', () => {
    expect(versionTitle('NASI LEMAK', 2)).toBe('NASI LEMAK (v2)');
    expect(batchRowName({ batchItem: { name: 'SAMBAL', versionNumber: 3 } })).toBe('SAMBAL (v3)');
    expect(batchRowName({ batchItem: null })).toBe('-');
  });

  it('matches a typed ingredient name whatever its case and spaces', () => {
    const options = [
      { id: 'a', name: 'BASIL' },
      { id: 'b', name: 'RICE FLOUR' },
    ];
    expect(matchByName(options, ' rice flour ')?.id).toBe('b');
    expect(matchByName(options, 'Basil')?.id).toBe('a');
    expect(matchByName(options, 'rice')).toBeNull();
    expect(matchByName(options, '  ')).toBeNull();
    expect(matchByName(options, undefined)).toBeNull();
  });

  it('finds the same ingredient on another row, not on the row being edited', () => {
    const rows = [
      { id: 'r1', ingredientId: 'a' },
      { id: 'r2', ingredientId: 'b' },
    ];
    expect(usedByAnotherRow(rows, 'a', null)).toBe(true);
    expect(usedByAnotherRow(rows, 'a', 'r1')).toBe(false);
    expect(usedByAnotherRow(rows, 'a', 'r2')).toBe(true);
    expect(usedByAnotherRow(rows, 'c', null)).toBe(false);
  });

  it('asks for a batch item, once per recipe, and an amount in portions above 0', () => {
    const rows = [
      { id: 'r1', batchItemId: 'sambal' },
      { id: 'r2', batchItemId: 'rendang' },
    ];
    expect(
      messages(validateBatchRow({ rowId: null, batchItemId: null, amount: '1' }, rows)),
    ).toEqual([CatalogueMessages.ingredient.selectBatch]);
    expect(
      messages(validateBatchRow({ rowId: null, batchItemId: 'sambal', amount: '1' }, rows)),
    ).toEqual([CatalogueMessages.ingredient.same]);
    expect(validateBatchRow({ rowId: 'r1', batchItemId: 'sambal', amount: '0.5' }, rows)).toEqual(
      [],
    );
    for (const bad of ['0', '-1', 'abc', '', null]) {
      expect(
        messages(validateBatchRow({ rowId: null, batchItemId: 'acar', amount: bad }, rows)),
      ).toEqual([CatalogueMessages.ingredient.amountInvalid]);
    }
    expect(batchRowInput({ rowId: null, batchItemId: 'acar', amount: ' 2.50 ' })).toEqual({
      batchItemId: 'acar',
      amount: '2.5',
    });
  });
});
