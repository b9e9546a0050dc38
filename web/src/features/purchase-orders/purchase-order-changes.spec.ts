import { changesMarker, linesWithChanges } from './purchase-order-changes';
import { offerAnswer, offerTextOf } from '../../supplier-view/page';

const line = (priceDecision: string | null, substituteDecision: string | null) => ({
  priceDecision,
  substituteDecision,
});

describe("the supplier's changes on the list screen", () => {
  it('lists only the lines the supplier changed, and marks the PO', () => {
    const items = [line(null, null), line('PENDING', null), line(null, 'REJECTED')];
    expect(linesWithChanges(items)).toEqual([items[1], items[2]]);
    expect(changesMarker({ pendingChanges: 1, items })).toBe('pending');
    expect(changesMarker({ pendingChanges: 0, items })).toBe('decided');
    expect(changesMarker({ pendingChanges: 0, items: [line(null, null)] })).toBeNull();
  });
});

describe("the supplier page's offer fields", () => {
  it('start at the outlet cost (to confirm or change) or the last answer', () => {
    expect(offerTextOf({ cost: '2.500000' })).toEqual({
      unitPrice: '2.5',
      substituteName: '',
      substituteUnitPrice: '',
    });
    expect(
      offerTextOf({
        cost: '2.5',
        supplierUnitPrice: '3',
        substituteName: 'BASMATI',
        substituteUnitPrice: '4.000000',
      }),
    ).toEqual({ unitPrice: '3', substituteName: 'BASMATI', substituteUnitPrice: '4' });
  });

  it('send blanks as none and a substitute only with a name', () => {
    expect(offerAnswer({ unitPrice: ' ', substituteName: ' ', substituteUnitPrice: '3' })).toEqual({
      unitPrice: null,
      substitute: null,
    });
    expect(
      offerAnswer({ unitPrice: '2.75', substituteName: ' Jasmine ', substituteUnitPrice: '' }),
    ).toEqual({
      unitPrice: '2.75',
      substitute: { name: 'Jasmine', unitPrice: null },
    });
  });
});
