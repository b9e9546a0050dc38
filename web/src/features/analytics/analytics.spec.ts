import { defaultDateFilter, pickDate } from '../../lib/date-filter';
import {
  addSelected,
  analyticsReducer,
  expenseSlices,
  isZero,
  MAX_SELECTED,
  portions,
  searchGroups,
  selectionKey,
  sortSlices,
  trendAxisTitle,
  trendRows,
  usageGroups,
  type AnalyticsState,
  type Selected,
} from './analytics';

const sugar: Selected = { kind: 'INGREDIENT', id: 'i-1', key: 'i-1', name: 'SUGAR' };
const noodles: Selected = { kind: 'MENU', id: 'm-1', key: 'm-1', name: 'NOODLES' };
const sauce: Selected = { kind: 'BATCH', id: 'b-2', key: 'batch-1', name: 'SAUCE' };

describe('the analytics range', () => {
  it('opens from the first of the month up to today, the end exclusive', () => {
    expect(defaultDateFilter('2026-11-27').range).toEqual({
      start: '2026-11-01',
      end: '2026-11-28',
      shownEnd: '2026-11-27',
    });
  });

  it('a new range clears the selected items and the hidden legend items', () => {
    const state: AnalyticsState = {
      filter: defaultDateFilter('2026-11-27'),
      selected: [sugar, noodles],
      hidden: [selectionKey(sugar)],
    };
    const weekly = pickDate({ ...state.filter, mode: 'weekly' }, '2026-11-02');
    expect(analyticsReducer(state, { type: 'range', filter: weekly })).toEqual({
      filter: weekly,
      selected: [],
      hidden: [],
    });
    // the same range again keeps them
    expect(analyticsReducer(state, { type: 'range', filter: state.filter })).toBe(state);
  });

  it('Clear all selection drops one section only; removing an item forgets its legend state', () => {
    const state: AnalyticsState = {
      filter: defaultDateFilter('2026-11-27'),
      selected: [sugar, noodles, sauce],
      hidden: [selectionKey(sugar), selectionKey(noodles)],
    };
    const cleared = analyticsReducer(state, { type: 'clear', kind: 'INGREDIENT' });
    expect(cleared.selected).toEqual([noodles, sauce]);
    expect(cleared.hidden).toEqual([selectionKey(noodles)]);
    const removed = analyticsReducer(state, { type: 'remove', key: selectionKey(noodles) });
    expect(removed.selected).toEqual([sugar, sauce]);
    expect(removed.hidden).toEqual([selectionKey(sugar)]);
    const toggled = analyticsReducer(state, { type: 'toggle', key: selectionKey(sugar) });
    expect(toggled.hidden).toEqual([selectionKey(noodles)]);
  });
});

describe('the selection', () => {
  it('adds an item once, and at most 20', () => {
    expect(addSelected([sugar], { ...sugar, name: 'again' })).toEqual([sugar]);
    // the same id under another kind is another item
    expect(addSelected([sugar], { ...sugar, kind: 'INVENTORY' })).toHaveLength(2);
    const full = Array.from({ length: MAX_SELECTED }, (_, i) => ({
      ...sugar,
      id: `${i}`,
      key: `${i}`,
    }));
    expect(addSelected(full, noodles)).toBe(full);
  });
});

describe('the search results', () => {
  const hits = {
    stock: [
      { kind: 'INGREDIENT', id: 'i-1', name: 'SUGAR' },
      { kind: 'INVENTORY', id: 'v-1', name: 'SUGAR 1KG' },
    ],
    menus: [
      { id: 'mi-1', menuId: 'm-1', name: 'SUGAR CANE', versionNumber: 1 },
      { id: 'mi-2', menuId: 'm-1', name: 'SUGAR CANE', versionNumber: 2 },
      { id: 'mi-3', menuId: 'm-2', name: 'BROWN SUGAR TEA', versionNumber: 1 },
    ],
    batches: [
      { id: 'b-1', batchId: 'batch-1', name: 'SUGAR SYRUP', versionNumber: 1, portionSize: '10' },
      { id: 'b-2', batchId: 'batch-1', name: 'SUGAR SYRUP', versionNumber: 3, portionSize: '12' },
    ],
  };

  it('groups by type in the checkboxes order, menu and batch de-duplicated to the highest version', () => {
    const groups = searchGroups(['INVENTORY', 'INGREDIENT', 'MENU', 'BATCH'], hits);
    expect(groups.map((g) => g.label)).toEqual(['Inventory', 'Ingredient', 'Menu', 'Batch']);
    expect(groups[2].items).toEqual([
      { kind: 'MENU', id: 'm-2', key: 'm-2', name: 'BROWN SUGAR TEA', menuItemId: 'mi-3' },
      { kind: 'MENU', id: 'm-1', key: 'm-1', name: 'SUGAR CANE', menuItemId: 'mi-2' },
    ]);
    expect(groups[3].items).toEqual([
      { kind: 'BATCH', id: 'b-2', key: 'batch-1', name: 'SUGAR SYRUP', portionSize: '12' },
    ]);
  });

  it('shows only the ticked kinds, and no group without results', () => {
    expect(searchGroups(['MENU'], hits).map((g) => g.kind)).toEqual(['MENU']);
    expect(searchGroups(['INVENTORY', 'BATCH'], { stock: hits.stock })).toEqual([
      {
        kind: 'INVENTORY',
        label: 'Inventory',
        items: [{ kind: 'INVENTORY', id: 'v-1', key: 'v-1', name: 'SUGAR 1KG' }],
      },
    ]);
    expect(searchGroups([], hits)).toEqual([]);
  });
});

describe('the doughnuts', () => {
  const slices = [
    { key: 'a', name: 'MILK', amount: '12.50', item: null },
    { key: 'b', name: 'BEEF', amount: '120.00', item: null },
    { key: 'c', name: 'COFFEE', amount: '12.5', item: null },
    { key: 'd', name: 'APPLE', amount: '-3.00', item: null },
  ];
  const names = (sort: Parameters<typeof sortSlices>[1]) =>
    sortSlices(slices, sort).map((s) => s.name);

  it('sorts by Default, A-Z, Z-A, Lowest and Highest RM (ties keep the server order)', () => {
    expect(names('default')).toEqual(['MILK', 'BEEF', 'COFFEE', 'APPLE']);
    expect(names('asc')).toEqual(['APPLE', 'BEEF', 'COFFEE', 'MILK']);
    expect(names('desc')).toEqual(['MILK', 'COFFEE', 'BEEF', 'APPLE']);
    expect(names('lowest')).toEqual(['APPLE', 'MILK', 'COFFEE', 'BEEF']);
    expect(names('highest')).toEqual(['BEEF', 'MILK', 'COFFEE', 'APPLE']);
  });

  it("'No data found' when the total is 0", () => {
    expect(isZero('0.00')).toBe(true);
    expect(isZero('0')).toBe(true);
    expect(isZero('-0.01')).toBe(false);
  });

  it('an expense slice adds its inventory item, else its ingredient, else nothing', () => {
    const items = expenseSlices([
      {
        itemKey: 'v-1',
        inventoryItemId: 'v-1',
        ingredientId: 'i-1',
        name: 'SUGAR 1KG',
        total: '5.00',
      },
      { itemKey: 'i-2', inventoryItemId: null, ingredientId: 'i-2', name: 'SALT', total: '2.00' },
      { itemKey: 'delivery', name: 'delivery', total: '10.00' },
    ]).map((s) => s.item);
    expect(items).toEqual([
      { kind: 'INVENTORY', id: 'v-1', key: 'v-1', name: 'SUGAR 1KG' },
      { kind: 'INGREDIENT', id: 'i-2', key: 'i-2', name: 'SALT' },
      null,
    ]);
  });
});

describe('the trend chart', () => {
  const series = [
    {
      key: 'INGREDIENT:i-1',
      name: 'SUGAR',
      points: [
        { date: '2026-11-03', quantity: '2', price: '10.00', unitPrice: '5.00' },
        { date: '2026-11-01', quantity: '0', price: '0.00', unitPrice: null },
      ],
    },
    {
      key: 'MENU:m-1',
      name: 'NOODLES',
      points: [{ date: '2026-11-02', quantity: '3', price: '36.00', unitPrice: '12.00' }],
    },
  ];

  it('draws the chosen figure per day in date order, unit price only where something was bought', () => {
    expect(trendRows(series, 'quantity')).toEqual([
      { date: '2026-11-01', value: 0, series: 'SUGAR' },
      { date: '2026-11-02', value: 3, series: 'NOODLES' },
      { date: '2026-11-03', value: 2, series: 'SUGAR' },
    ]);
    expect(trendRows(series, 'unitPrice').map((r) => r.value)).toEqual([12, 5]);
  });

  it('leaves out the legend items toggled off, and titles the Y axis by mode', () => {
    expect(trendRows(series, 'price', ['MENU:m-1']).map((r) => r.series)).toEqual([
      'SUGAR',
      'SUGAR',
    ]);
    expect(['quantity', 'price', 'unitPrice'].map((m) => trendAxisTitle(m as 'price'))).toEqual([
      'Quantity',
      'Price (RM)',
      'Unit Price (RM)',
    ]);
  });
});

describe('the usage cards', () => {
  it('groups the breakdown: sold menu items largest first, production and adjustment totals', () => {
    const groups = usageGroups([
      { kind: 'SOLD', menuItemId: 'a', name: 'TEA', quantity: '0.5' },
      { kind: 'ADJUSTMENT', name: 'Stock adjustment', quantity: '-1' },
      { kind: 'SOLD', menuItemId: 'b', name: 'COFFEE', quantity: '2.25' },
      { kind: 'PRODUCTION', name: 'Production', quantity: '3' },
    ]);
    expect(groups.sold.map((s) => s.name)).toEqual(['COFFEE', 'TEA']);
    expect(groups.soldTotal).toBe('2.75');
    expect(groups.production).toBe('3');
    expect(groups.adjustment).toBe('-1');
  });

  it('a batch figure in portions: units × portion size, 0 counting as 1', () => {
    expect(portions('2.5', '8')).toBe('20');
    expect(portions('2.5', '0')).toBe('2.5');
    expect(portions('-1', null)).toBe('-1');
  });
});
