import {
  accountingDocumentBalances,
  accountingLine,
  AccountingMessages,
  expenseAccountingDocument,
  saleAccountingDocument,
} from './accounting';
import { cmp, mul } from './money';

describe('accountingLine', () => {
  it('keeps the typed unit price when quantity × price is the amount', () => {
    expect(accountingLine('Flour', '3', '7.50', '2.50')).toEqual({
      description: 'Flour',
      quantity: '3',
      unitAmount: '2.5',
      lineAmount: '7.50',
    });
  });

  it('divides the amount when the typed price does not multiply back exactly', () => {
    // 3 × 0.3333 = 0.9999, but the line was rounded to 1.00
    const l = accountingLine('Salt', '4', '1.00', '0.2501');
    expect(l).toMatchObject({ quantity: '4', unitAmount: '0.25', lineAmount: '1.00' });
  });

  it('falls back to one of the amount with the quantity in the description', () => {
    const l = accountingLine('Sugar', '3', '1.00', '0.3333');
    expect(l).toEqual({
      description: 'Sugar × 3',
      quantity: '1',
      unitAmount: '1.00',
      lineAmount: '1.00',
    });
    expect(cmp(mul(l.quantity, l.unitAmount), l.lineAmount)).toBe(0);
  });
});

describe('expenseAccountingDocument', () => {
  const base = {
    expenseNumber: 'INV-7',
    expenseDate: '2026-03-01',
    dueDate: '2026-03-31',
    supplierName: 'ACME',
    purchaseOrderNumber: 'PO-0001',
    items: [
      { name: 'Flour', quantity: '3', unitPrice: '0.3333', total: '1.00' },
      { name: 'Oil', quantity: '2.5', unitPrice: '4.10', total: '10.25' },
    ],
    miscs: [{ name: 'Delivery', total: '5.10' }],
  };

  it('makes an INVOICE or RECEIPT a BILL whose lines (miscs folded in) sum to the total', () => {
    const d = expenseAccountingDocument({ ...base, expenseType: 'INVOICE' });
    expect(d.kind).toBe('BILL');
    expect(expenseAccountingDocument({ ...base, expenseType: 'RECEIPT' }).kind).toBe('BILL');
    expect(d).toMatchObject({
      number: 'INV-7',
      date: '2026-03-01',
      dueDate: '2026-03-31',
      reference: 'PO-0001',
      contact: { name: 'ACME' },
      currency: 'MYR',
      total: '16.35',
    });
    expect(d.lines.map((l) => l.description)).toEqual(['Flour × 3', 'Oil', 'Delivery']);
    expect(accountingDocumentBalances(d)).toBe(true);
    for (const l of d.lines) expect(cmp(mul(l.quantity, l.unitAmount), l.lineAmount)).toBe(0);
  });

  it('makes a CREDITMEMO a CREDIT_NOTE', () => {
    expect(expenseAccountingDocument({ ...base, expenseType: 'CREDITMEMO' }).kind).toBe(
      'CREDIT_NOTE',
    );
  });
});

describe('saleAccountingDocument', () => {
  it('is a RECEIVABLE with signed billing lines and miscs summing to the nett total', () => {
    const d = saleAccountingDocument({
      id: 'abcdef12-0000-4000-8000-000000000000',
      saleDate: '2026-03-02',
      dueDate: null,
      sourceType: 'MANUAL',
      sourceRef: null,
      items: [
        { name: 'Latte', quantity: '2', total: '21.00' },
        { name: 'Cake', quantity: '1.5', total: '7.33' },
      ],
      billings: [
        { name: 'Service charge', price: '2.83' },
        { name: 'Discount', price: '-1.00' },
      ],
      miscs: [{ name: 'Tips', total: '3.00' }],
    });
    expect(d).toMatchObject({
      kind: 'RECEIVABLE',
      number: 'SALE-ABCDEF12',
      date: '2026-03-02',
      dueDate: '2026-03-02',
      reference: 'MANUAL',
      contact: { name: 'Cash Sales' },
      total: '33.16',
    });
    expect(d.lines[3]).toMatchObject({ quantity: '1', lineAmount: '-1.00' });
    expect(accountingDocumentBalances(d)).toBe(true);
  });
});

describe('AccountingMessages', () => {
  it('says the spec words', () => {
    expect(AccountingMessages.inXero('X-1')).toBe('In Xero: X-1');
    expect(AccountingMessages.refused('no')).toBe('Xero refused: no');
  });
});
