import {
  checkExpense,
  checkExpenseItem,
  checkExpenseMisc,
  confirmLineError,
  defaultUnitPrice,
  expenseGrandTotal,
  expenseItemTotal,
  ExpenseMessages as M,
  sameUnit,
} from './expenses';
import { InventoryMessages } from './inventory';

const draft = {
  expenseType: 'INVOICE',
  expenseNumber: ' INV  1 ',
  supplierName: 'Pasar',
  expenseDate: '2026-11-01',
  dueDate: '2026-11-30',
  userRemarks: '  ',
};

const line = {
  name: ' beras  5kg ',
  ingredient: 'beras',
  unit: ' kg ',
  amount: '5',
  quantity: '2',
  unitPrice: '20.5',
};

describe('checkExpense (spec 3 §5.1 Save draft)', () => {
  it('trims the fields and answers blank remarks as null', () => {
    expect(checkExpense(draft)).toEqual({
      ok: true,
      value: { ...draft, expenseNumber: 'INV 1', userRemarks: null },
    });
  });

  it.each([
    [{ expenseType: '' }, 'expenseType', M.typeBlank],
    [{ expenseType: 'BILL' }, 'expenseType', M.typeInvalid],
    [{ expenseNumber: ' ' }, 'expenseNumber', M.numberBlank],
    [{ expenseNumber: 'x'.repeat(65) }, 'expenseNumber', M.numberTooLong],
    [{ supplierName: '' }, 'supplierName', M.supplierBlank],
    [{ expenseDate: '' }, 'expenseDate', M.dateBlank],
    [{ expenseDate: '2026-13-01' }, 'expenseDate', M.dateInvalid],
    [{ dueDate: '' }, 'dueDate', M.dueDateBlank],
    [{ userRemarks: 'r'.repeat(1001) }, 'userRemarks', M.remarksTooLong],
  ])('%j → %s: %s', (over, field, message) => {
    expect(checkExpense({ ...draft, ...over })).toEqual({ ok: false, field, message });
  });
});

describe('checkExpenseItem (spec 3 §5.1 Line item save)', () => {
  it('upper-cases the names and keeps the numbers exact', () => {
    expect(checkExpenseItem(line, [])).toEqual({
      ok: true,
      value: {
        name: 'BERAS 5KG',
        ingredient: 'BERAS',
        unit: 'kg',
        amount: '5',
        quantity: '2',
        unitPrice: '20.5',
      },
    });
  });

  it('counts blank numbers as 0 and leaves a blank unit price to the default', () => {
    const c = checkExpenseItem({ ...line, amount: '', quantity: ' ', unitPrice: null }, []);
    expect(c).toMatchObject({ ok: true, value: { amount: '0', quantity: '0', unitPrice: null } });
  });

  it.each([
    [{ name: ' ' }, 'name', M.inventoryBlank],
    [{ ingredient: '' }, 'ingredient', M.ingredientBlank],
    [{ unit: '' }, 'unit', M.unitBlank],
    [{ unit: 'kilo' }, 'unit', InventoryMessages.ingredient.unitUnknown],
    [{ amount: '-1' }, 'amount', M.amountInvalid],
    [{ amount: '1e3' }, 'amount', M.amountInvalid],
    [{ quantity: '1000000.1' }, 'quantity', M.quantityInvalid],
    [{ quantity: '0.0000001' }, 'quantity', M.quantityInvalid],
    [{ unitPrice: '100000.01' }, 'unitPrice', M.unitPriceInvalid],
    [{ unitPrice: 'abc' }, 'unitPrice', M.unitPriceInvalid],
    [{ unitPrice: '100000', quantity: '1000000' }, 'quantity', M.totalTooLarge],
  ])('%j → %s: %s', (over, field, message) => {
    expect(checkExpenseItem({ ...line, ...over }, [])).toEqual({ ok: false, field, message });
  });

  it('refuses an inventory item already on another line, case-insensitively', () => {
    expect(checkExpenseItem(line, ['Beras 5KG'])).toEqual({
      ok: false,
      field: 'name',
      message: M.duplicateItem('BERAS 5KG'),
    });
  });
});

describe('checkExpenseMisc (spec 3 §5.1 Misc save)', () => {
  it('keeps the name as typed and the total to 2 places', () => {
    expect(checkExpenseMisc({ name: ' Delivery ', total: '5.5' }, [])).toEqual({
      ok: true,
      value: { name: 'Delivery', total: '5.50' },
    });
  });

  it.each([
    [{ name: '', total: '1' }, [], 'name', M.miscBlank],
    [{ name: 'delivery', total: '1' }, ['Delivery'], 'name', M.duplicateMisc('delivery')],
    [{ name: 'Tip', total: '1.005' }, [], 'total', M.miscTotalInvalid],
    [{ name: 'Tip', total: '-100000.01' }, [], 'total', M.miscTotalInvalid],
    [{ name: 'Tip', total: 'abc' }, [], 'total', M.miscTotalInvalid],
  ])('%j with %j → %s: %s', (input, others, field, message) => {
    expect(checkExpenseMisc(input, others)).toEqual({ ok: false, field, message });
  });
});

describe('checkExpenseMisc: a discount', () => {
  it('keeps a negative total (a discount or a rounding down read from a document)', () => {
    expect(checkExpenseMisc({ name: 'DISCOUNT', total: '-3.5' }, [])).toEqual({
      ok: true,
      value: { name: 'DISCOUNT', total: '-3.50' },
    });
    expect(expenseGrandTotal([{ total: '10.00' }], [{ total: '-3.50' }])).toBe('6.50');
  });
});

describe('totals (flows.md §8)', () => {
  it('rounds a line half-up to 2 places and sums lines and miscs exactly', () => {
    expect(expenseItemTotal('3.335', '3')).toBe('10.01');
    expect(expenseItemTotal('0.1', '0.3')).toBe('0.03');
    expect(expenseGrandTotal([{ total: '0.10' }, { total: '0.20' }], [{ total: '5.5' }])).toBe(
      '5.80',
    );
    expect(expenseGrandTotal([], [])).toBe('0.00');
  });

  it('defaults the unit price to average > 0 ? average : last > 0 ? last : 0, times the amount', () => {
    expect(defaultUnitPrice({ averagePrice: '0.02', lastPrice: '0.03' }, '200')).toBe('4');
    expect(defaultUnitPrice({ averagePrice: '0', lastPrice: '0.0125' }, '1000')).toBe('12.5');
    expect(defaultUnitPrice({ averagePrice: '0', lastPrice: '0' }, '5')).toBe('0');
    expect(defaultUnitPrice(null, '5')).toBe('0');
    expect(defaultUnitPrice({ averagePrice: '0.3333333', lastPrice: '0' }, '1')).toBe('0.333333');
  });

  it('compares units trimmed and case-insensitively', () => {
    expect(sameUnit(' KG', 'kg')).toBe(true);
    expect(sameUnit('g', 'kg')).toBe(false);
  });
});

describe('confirmLineError (spec 3 §5.1 Confirm)', () => {
  const ok = {
    name: 'AYAM',
    ingredient: 'AYAM',
    unit: 'kg',
    amount: '1',
    quantity: '1',
    unitPrice: '2',
  };

  it('answers null when every line is complete', () => {
    expect(confirmLineError([ok, { ...ok, name: 'IKAN' }])).toBeNull();
  });

  it.each([
    [{ name: '' }, M.inventoryIncomplete(2)],
    [{ ingredient: ' ' }, M.ingredientIncomplete('AYAM')],
    [{ amount: null }, M.unitAmountIncomplete('AYAM')],
    [{ amount: '0' }, M.unitAmountNotPositive('AYAM')],
    [{ unit: '' }, M.unitIncomplete('AYAM')],
    [{ quantity: null }, M.quantityIncomplete('AYAM')],
    [{ quantity: '0' }, M.quantityNotPositive('AYAM')],
    [{ unitPrice: '0' }, M.unitPriceIncomplete('AYAM')],
    [{ unitPrice: null }, M.unitPriceIncomplete('AYAM')],
  ])('the second line %j → %s', (over, message) => {
    expect(
      confirmLineError([
        { ...ok, name: 'IKAN' },
        { ...ok, ...over },
      ]),
    ).toBe(message);
  });
});
