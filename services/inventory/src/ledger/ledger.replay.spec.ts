import { step, ZERO_STATE, type ReplayRow } from './ledger.replay';

const row = (
  kind: ReplayRow['kind'],
  quantity: string,
  unitCost = '0',
  movementDate = '2026-11-01',
): ReplayRow => ({
  kind,
  quantity,
  unitCost,
  movementDate,
});

describe('the weighted moving average step', () => {
  it('averages purchases in and rounds the average half-up to 6 places', () => {
    let s = step(ZERO_STATE, row('PURCHASE', '3', '1')).state;
    s = step(s, row('PURCHASE', '3', '2', '2026-11-02')).state;
    expect(s).toEqual({
      stock: '6',
      averagePrice: '1.5',
      lastPrice: '2',
      lastPurchaseDate: '2026-11-02',
    });
    s = step(s, row('PRODUCTION_OUTPUT', '1', '2')).state; // (6·1.5 + 2) / 7 = 1.571428571...
    expect(s.averagePrice).toBe('1.571429');
    expect(s.lastPrice).toBe('2'); // production is not a purchase
  });

  it('prices outgoing rows at the average, a return at its own cost, and restarts from the cost at zero stock', () => {
    const bought = step(ZERO_STATE, row('PURCHASE', '2', '5')).state;
    const used = step(bought, row('SALE_USAGE', '-3'));
    expect(used.unitCost).toBe('5');
    expect(used.state.stock).toBe('-1');
    const ret = step(bought, row('PURCHASE_RETURN', '-1', '7'));
    expect(ret).toEqual({ state: { ...bought, stock: '1' }, unitCost: '7' });
    // no stock on hand (here negative): the next purchase sets the average
    expect(step(used.state, row('PURCHASE', '4', '9')).state.averagePrice).toBe('9');
  });

  it('averages an opening stock in as a purchase, but it is no last price; a count of either sign moves stock at the average', () => {
    const bought = step(ZERO_STATE, row('PURCHASE', '2', '4')).state;
    const opened = step(bought, row('OPENING', '2', '6', '2026-11-02')).state;
    expect(opened).toEqual({
      stock: '4',
      averagePrice: '5',
      lastPrice: '4',
      lastPurchaseDate: '2026-11-01',
    });
    const found = step(opened, row('COUNT', '1.5'));
    expect(found).toEqual({ state: { ...opened, stock: '5.5' }, unitCost: '5' });
    const lost = step(opened, row('COUNT', '-5'));
    expect(lost).toEqual({ state: { ...opened, stock: '-1' }, unitCost: '5' });
    // from nothing, an opening stock sets the average
    expect(step(ZERO_STATE, row('OPENING', '3', '2.5')).state).toMatchObject({
      stock: '3',
      averagePrice: '2.5',
      lastPrice: '0',
      lastPurchaseDate: null,
    });
  });
});
