import { BatchMessages } from '@mise/domain';
import { batchEmptyText, batchItemInput, batchItemValues, updateMakesNewVersion } from './batch';

const used = { usedByMenu: true, portionSize: '10.0000', remarks: 'Keep chilled', parLevel: '20' };

describe('batch screens', () => {
  it("says 'No batch items' for an empty outlet and 'No batch items found' for a search", () => {
    expect(batchEmptyText('')).toBe(BatchMessages.item.noItems);
    expect(batchEmptyText('  ')).toBe(BatchMessages.item.noItems);
    expect(batchEmptyText('sambal')).toBe(BatchMessages.item.noItemsFound);
  });

  it('fills the form from the saved item and sends exact decimals, blanks clearing', () => {
    expect(batchItemValues({ portionSize: '12.5', remarks: null, parLevel: null })).toEqual({
      portionSize: '12.5',
      remarks: '',
      parLevel: null,
    });
    expect(batchItemInput({ portionSize: '8.50', remarks: '  fresh  ', parLevel: ' 30 ' })).toEqual(
      { portionSize: '8.5', remarks: 'fresh', parLevel: '30' },
    );
    // Not a number counts as 0 (spec 2 §5); the add modal has no par level.
    expect(batchItemInput({ portionSize: null, remarks: '' })).toEqual({
      portionSize: '0',
      remarks: '',
    });
    expect(batchItemInput({ portionSize: 'x', remarks: '', parLevel: null }).parLevel).toBe('');
  });

  it('updates a version no menu uses in place', () => {
    const free = { ...used, usedByMenu: false };
    expect(updateMakesNewVersion(free, { portionSize: '12', remarks: '', parLevel: null })).toBe(
      false,
    );
  });

  it('makes a new version of a used one, unless only the par level changed', () => {
    const same = { portionSize: '10', remarks: 'Keep chilled', parLevel: '20' };
    expect(updateMakesNewVersion(used, { ...same, portionSize: '12' })).toBe(true);
    expect(updateMakesNewVersion(used, { ...same, remarks: 'Frozen' })).toBe(true);
    // Nothing changed: Update on a frozen version is how its recipe gets edited.
    expect(updateMakesNewVersion(used, same)).toBe(true);
    expect(updateMakesNewVersion(used, { ...same, parLevel: '25' })).toBe(false);
    expect(updateMakesNewVersion(used, { ...same, parLevel: '' })).toBe(false);
    expect(updateMakesNewVersion(used, { ...same, parLevel: '20.0' })).toBe(true);
  });
});
