import { pdfText } from '../../test/support/pdf-text';
import { buildPurchaseOrderPdf, type PurchaseOrderPdfData } from './purchase-order-pdf';

const order = (items: number): PurchaseOrderPdfData => ({
  purchaseOrderNumber: '1028261124103000',
  purchaseOrderDate: '2026-11-24',
  outlet: {
    name: 'Kedai Makan Ana',
    address: ['1 Jalan Test', '50000 Kuala Lumpur'],
    phone: '+60123456789',
    email: 'ana@example.com',
  },
  supplier: {
    name: 'Fresh Farm Supplies',
    email: 'sales@freshfarm.test',
    address: ['Lot 5, Pasar Borong'],
    contact: { name: 'Ah Kow', phoneNumber: '+60198765432' },
  },
  items: Array.from({ length: items }, (_, i) => ({
    inventoryName: `Item ${i + 1} Chicken breast`,
    amount: '5.000000',
    unit: 'kg',
    quantity: '2.500000',
    cost: '12.340000',
    total: '154.25',
  })),
  grandTotal: (154.25 * items).toFixed(2),
  outletRemarks: 'Deliver before 9 am',
  responseLink: 'http://localhost:4000/supplier-view/abc',
});

describe('the purchase order PDF', () => {
  it('shows the number, date, outlet, supplier, every item with its total, the total and the link', async () => {
    const bytes = await buildPurchaseOrderPdf(order(3));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      '1028261124103000',
      '24/11/2026',
      'Kedai Makan Ana',
      '1 Jalan Test',
      '+60123456789',
      'Fresh Farm Supplies',
      'Item 1 Chicken breast',
      'Item 2 Chicken breast',
      'Item 3 Chicken breast',
      '5 kg',
      '2.5',
      'RM 12.34',
      'RM 154.25',
      'RM 462.75',
      'Deliver before 9 am',
      'http://localhost:4000/supplier-view/abc',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lays out 200 items over several pages, the last one still on it', async () => {
    const text = await pdfText(await buildPurchaseOrderPdf(order(200)));
    expect(text).toContain('Item 200 Chicken breast');
    expect(text).toContain('RM 30,850.00');
  });

  it('says so when there are no items or remarks', async () => {
    const text = await pdfText(
      await buildPurchaseOrderPdf({ ...order(0), outletRemarks: null, grandTotal: '0' }),
    );
    expect(text).toContain('No items');
    expect(text).toContain('No remarks');
  });
});
