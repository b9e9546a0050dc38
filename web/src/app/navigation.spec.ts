import { selectedKey } from './navigation';

describe('selectedKey', () => {
  it('marks the entry whose path starts the location', () => {
    expect(selectedKey('/menu')).toBe('menu');
    expect(selectedKey('/menu/abc')).toBe('menu');
    expect(selectedKey('/ingredients/abc')).toBe('ingredients');
    expect(selectedKey('/sales')).toBe('sales');
    expect(selectedKey('/analytics')).toBe('analytics');
    expect(selectedKey('/nowhere')).toBeNull();
  });

  it('marks Batch Product on every batch tab and its adjustment screen', () => {
    for (const path of [
      '/batch',
      '/batch/1',
      '/batch-production',
      '/batch-stock',
      '/batch-stock/adjustment/1',
    ]) {
      expect(selectedKey(path)).toBe('batch');
    }
  });

  it('marks Procurement on the PO screens', () => {
    for (const path of ['/purchase-order', '/purchase-order/list', '/purchase-order/create']) {
      expect(selectedKey(path)).toBe('procurement');
    }
  });

  it('marks Invoices on both invoice tabs (issue 23)', () => {
    for (const path of ['/invoices', '/invoices/list', '/invoices/create']) {
      expect(selectedKey(path)).toBe('invoices');
    }
  });

  it('keeps Operations marked on the waiter and kitchen dashboards', () => {
    expect(selectedKey('/operations')).toBe('operations');
    expect(selectedKey('/operations/waiter')).toBe('operations');
    expect(selectedKey('/operations/kitchen')).toBe('operations');
  });

  it('marks Suppliers and Clients on their lists and details (issue 20)', () => {
    expect(selectedKey('/supplier')).toBe('suppliers');
    expect(selectedKey('/supplier/new')).toBe('suppliers');
    expect(selectedKey('/client/abc')).toBe('clients');
  });

  it('marks Expenses under Operations (issue 21)', () => {
    expect(selectedKey('/expenses')).toBe('expenses');
  });
});
