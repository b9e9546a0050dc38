import { defaultDateFilter, weeklyFrom } from '../../lib/date-filter';
import {
  atLimit,
  filterFromSearch,
  groupBySupplier,
  ingredientFill,
  inventorySuggestions,
  listSearch,
  quantityValue,
  sendAllState,
  sendDisabled,
  SETUP_STEPS,
  weekListPath,
  whatsappShareLink,
  whatsappShareText,
} from './purchase-orders';

describe('the draft rules (spec 3 §5.3)', () => {
  it('is at the limit at or above it', () => {
    expect(atLimit({ drafts: 9, limit: 10 })).toBe(false);
    expect(atLimit({ drafts: 10, limit: 10 })).toBe(true);
    expect(atLimit({ drafts: 11, limit: 10 })).toBe(true);
    expect(atLimit(null)).toBe(false);
  });

  it('disables Send All with no drafts and refuses it when a draft has no items', () => {
    expect(sendAllState([])).toBe('none');
    expect(sendAllState([{ items: [1] }, { items: [] }])).toBe('emptyDraft');
    expect(sendAllState([{ items: [1] }, { items: [1, 2] }])).toBe('ready');
  });

  it('disables Send PO with no items, during an item edit, or while working', () => {
    expect(sendDisabled(0, false, false)).toBe(true);
    expect(sendDisabled(2, true, false)).toBe(true);
    expect(sendDisabled(2, false, true)).toBe(true);
    expect(sendDisabled(2, false, false)).toBe(false);
  });

  it('leaves out inventory names already in the PO, except the edited row’s own', () => {
    const found = [{ name: 'RICE 10KG' }, { name: 'CHILI 1KG' }, { name: 'EGGS' }];
    expect(inventorySuggestions(found, ['rice 10kg', 'EGGS']).map((i) => i.name)).toEqual([
      'CHILI 1KG',
    ]);
    expect(inventorySuggestions(found, ['RICE 10KG', 'EGGS'], 'eggs').map((i) => i.name)).toEqual([
      'CHILI 1KG',
      'EGGS',
    ]);
  });

  it('fills unit and cost from a known ingredient; an unknown one is "unit" at 0', () => {
    const known = [{ name: 'CHICKEN', unit: 'kg', averagePrice: '12.5000' }];
    expect(ingredientFill(' chicken ', known)).toEqual({
      unit: 'kg',
      cost: '12.5000',
      known: true,
    });
    expect(ingredientFill('DUCK', known)).toEqual({ unit: 'unit', cost: '0', known: false });
  });

  it('turns a quantity that is not a number (or below 0) into 0', () => {
    expect(quantityValue('2.5')).toBe('2.5');
    expect(quantityValue('abc')).toBe('0');
    expect(quantityValue('-1')).toBe('0');
    expect(quantityValue(null)).toBe('0');
  });
});

describe('the list address (spec 3 §2.3)', () => {
  const today = '2026-03-18';

  it('opens the week of a PO in weekly mode (end exclusive, shown one day earlier)', () => {
    const path = weekListPath('2026-03-05');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/purchase-order/list?')).toBe(true);
    expect(params.get('selectedMode')).toBe('weekly');
    expect(params.get('startDate')).toBe('2026-03-05');
    expect(params.get('endDate')).toBe('2026-03-12');
    expect(params.get('visibleEndDate')).toBe('2026-03-11');
    expect(filterFromSearch(params, today)).toEqual(weeklyFrom('2026-03-05'));
  });

  it('reads each mode back from its address', () => {
    for (const mode of ['monthly', 'yearly'] as const) {
      const value = filterFromSearch(
        new URLSearchParams({ selectedMode: mode, startDate: '2026-02-01' }),
        today,
      );
      expect(value.mode).toBe(mode);
      expect(new URLSearchParams(listSearch(value)).get('startDate')).toBe(value.range.start);
    }
    const custom = filterFromSearch(
      new URLSearchParams({
        selectedMode: 'custom',
        startDate: '2026-02-03',
        endDate: '2026-02-10',
      }),
      today,
    );
    expect(custom.range).toEqual({
      start: '2026-02-03',
      end: '2026-02-10',
      shownEnd: '2026-02-09',
    });
  });

  it('falls back to the first of the month up to tomorrow without a usable address', () => {
    expect(filterFromSearch(new URLSearchParams(), today)).toEqual(defaultDateFilter(today));
    expect(
      filterFromSearch(new URLSearchParams({ selectedMode: 'weekly', startDate: 'x' }), today),
    ).toEqual(defaultDateFilter(today));
    expect(defaultDateFilter(today).range).toEqual({
      start: '2026-03-01',
      end: '2026-03-19',
      shownEnd: '2026-03-18',
    });
  });
});

describe('groupBySupplier', () => {
  it('keeps the server’s order and puts each supplier’s POs together', () => {
    const rows = [
      { id: '1', supplierId: 'a', supplierName: 'ABC' },
      { id: '2', supplierId: 'a', supplierName: 'ABC' },
      { id: '3', supplierId: 'b', supplierName: 'BEST' },
    ];
    expect(groupBySupplier(rows).map((g) => [g.supplierName, g.rows.map((r) => r.id)])).toEqual([
      ['ABC', ['1', '2']],
      ['BEST', ['3']],
    ]);
  });
});

describe('the WhatsApp share (spec 3 §7.3)', () => {
  const po = {
    supplierName: 'ABC TRADING',
    purchaseOrderNumber: '12345678260305101010',
    purchaseOrderDate: '2026-03-05',
    outletName: 'Kedai Kopi',
    responseLink: 'https://mise.example/supplier-view/tok_en',
  };

  it('greets the supplier naming the PO number, the outlet, the date and the response link', () => {
    const text = whatsappShareText(po);
    for (const part of [
      'ABC TRADING',
      po.purchaseOrderNumber,
      'Kedai Kopi',
      '05 March 2026',
      po.responseLink,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('is a wa.me link with the text encoded', () => {
    const link = whatsappShareLink(po);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(
      whatsappShareText(po),
    );
  });
});

describe('procurement onboarding (spec 3 §2.3)', () => {
  it('sends owner contact and outlet address to the Profile tab, mail to Integrations', () => {
    expect(SETUP_STEPS.map((s) => [s.key, s.to])).toEqual([
      ['ownerContact', '/settings?tab=profile'],
      ['outletAddress', '/settings?tab=profile'],
      ['mailConnected', '/settings?tab=integrations'],
    ]);
  });
});
