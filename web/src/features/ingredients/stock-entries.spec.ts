import { InventoryMessages } from '@mise/domain';
import {
  countChanges,
  countInputLines,
  countLineError,
  stockEntryName,
  tabFromSearch,
  type CountLine,
} from './stock-entries';

const line = (ingredientId: string, onHand: string, counted: string | null): CountLine => ({
  ingredientId,
  name: ingredientId.toUpperCase(),
  unit: 'kg',
  onHand,
  counted,
});

describe('stock count', () => {
  it('sends only the lines whose counted quantity differs from the stock on hand', () => {
    const lines = [
      line('rice', '-3', '10'), // negative stock after a day of trading: counted 10
      line('salt', '2.5', '2.50'), // the same quantity: nothing to book
      line('herb', '4', null), // not counted
      line('beef', '1', ' '), // blank
      line('egg', '12', '0'), // none left
    ];
    expect(lines.map(countChanges)).toEqual([true, false, false, false, true]);
    expect(countInputLines(lines)).toEqual([
      { ingredientId: 'rice', countedQuantity: '10' },
      { ingredientId: 'egg', countedQuantity: '0' },
    ]);
  });

  it('refuses a negative or unreadable count with the message under its input', () => {
    const bad = line('rice', '1', '-2');
    expect(countLineError(bad)).toBe(InventoryMessages.stockEntry.countedNegative);
    expect(countLineError(line('rice', '1', 'abc'))).toBe(
      InventoryMessages.stockEntry.countedInvalid,
    );
    expect(countLineError(line('rice', '1', null))).toBeNull();
    expect(countInputLines([line('salt', '1', '2'), bad])).toBeNull();
  });
});

describe('stock entries', () => {
  it('opens the tab the address names (opening stock by default)', () => {
    expect(tabFromSearch(new URLSearchParams('tab=count'))).toBe('count');
    expect(tabFromSearch(new URLSearchParams('opening=abc'))).toBe('opening');
  });

  it('names an entry in the delete question', () => {
    expect(stockEntryName({ kind: 'OPENING', ingredientName: 'RICE' }, '05 March 2026')).toBe(
      'the opening stock of RICE on 05 March 2026',
    );
    expect(stockEntryName({ kind: 'COUNT', ingredientName: 'SALT' }, '06 March 2026')).toBe(
      'the stock count of SALT on 06 March 2026',
    );
  });
});
