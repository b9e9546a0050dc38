import { DASHBOARDS, DASHBOARD_LIST } from './dashboards';

describe('the ordering dashboards (spec 2.10, issue 12)', () => {
  it('sends the waiter to the draft orders and the kitchen to the confirmed ones, in the app', () => {
    expect(DASHBOARDS.waiter).toMatchObject({ path: '/operations/waiter', status: 'DRAFT' });
    expect(DASHBOARDS.kitchen).toMatchObject({ path: '/operations/kitchen', status: 'CONFIRMED' });
  });

  it('lists the waiter first, as /operations shows them', () => {
    expect(DASHBOARD_LIST.map((d) => d.title)).toEqual(['Waiter Dashboard', 'Kitchen Dashboard']);
  });

  it('says what an empty screen means for each', () => {
    expect(DASHBOARDS.waiter.emptyText).toBe('No orders waiting');
    expect(DASHBOARDS.kitchen.emptyText).toBe('Nothing to prepare');
  });
});
