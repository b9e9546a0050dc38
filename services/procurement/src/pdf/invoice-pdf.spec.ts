import { pdfText } from '../../test/support/pdf-text';
import { buildInvoicePdf, type InvoicePdfData, paymentTerms } from './invoice-pdf';

const invoice = (items: number): InvoicePdfData => ({
  invoiceNumber: '1029261127093000',
  invoiceDate: '2026-11-27',
  dueDate: '2026-12-11',
  paymentDate: null,
  invoiceStatus: 'CREDIT',
  outlet: {
    name: 'Kedai Makan Ana',
    address: ['1 Jalan Test', '50000 Kuala Lumpur'],
    phone: '+60123456789',
    email: 'ana@example.com',
    paymentDetails: { name: 'Ana Food Sdn Bhd', accountNumber: '5140-1234-5678', bank: 'Maybank' },
  },
  client: {
    name: 'Syarikat Katering Bintang',
    email: 'accounts@bintang.test',
    address: ['Lot 12, Jalan Industri 3', '47100 Puchong'],
    contact: { name: 'Puan Siti', phoneNumber: '+60198765432' },
  },
  items: Array.from({ length: items }, (_, i) => ({
    name: `Item ${i + 1} Nasi Lemak Ayam`,
    confirmedPrice: '12.50',
    quantity: '4.000000',
    total: '50.00',
  })),
  miscs: [{ name: 'Box Packaging', total: '8.40' }],
  grandTotal: (50 * items + 8.4).toFixed(2),
  outletRemarks: 'Thank you for your business',
  clientLink: 'http://localhost:4000/client-view/abc',
});

describe('the invoice PDF', () => {
  it('shows the issuer with its bank details, the client, the particulars, every line, the total and the link', async () => {
    const bytes = await buildInvoicePdf(invoice(3));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'INVOICE',
      '1029261127093000',
      '27/11/2026',
      '11/12/2026',
      'CREDIT',
      'Kedai Makan Ana',
      '1 Jalan Test',
      '+60123456789',
      'ana@example.com',
      'Ana Food Sdn Bhd',
      '5140-1234-5678',
      'Maybank',
      'Syarikat Katering Bintang',
      'Lot 12, Jalan Industri 3',
      'accounts@bintang.test',
      'Puan Siti, +60198765432',
      'Item 1 Nasi Lemak Ayam',
      'Item 2 Nasi Lemak Ayam',
      'Item 3 Nasi Lemak Ayam',
      '12.50',
      '50.00',
      'Box Packaging',
      '8.40',
      'Grand Total (RM)',
      '158.40',
      'Thank you for your business',
      'http://localhost:4000/client-view/abc',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a paid invoice with its payment date', async () => {
    const text = await pdfText(
      await buildInvoicePdf({
        ...invoice(1),
        invoiceStatus: 'PAID',
        paymentDate: '2026-11-30',
        dueDate: '2026-11-30',
      }),
    );
    expect(text).toContain('PAID on 30/11/2026');
  });

  it('lays out 200 items over several pages, the last one and the total still on it', async () => {
    const bytes = await buildInvoicePdf(invoice(200));
    const text = await pdfText(bytes);
    expect(text).toContain('Item 200 Nasi Lemak Ayam');
    expect(text).toContain('10,008.40');
    expect(text).toMatch(/Page 1 of ([4-9]|\d\d)/);
  });

  it('says so when there are no items, remarks, bank details or link', async () => {
    const text = await pdfText(
      await buildInvoicePdf({
        ...invoice(0),
        miscs: [],
        grandTotal: '0.00',
        outletRemarks: '  ',
        clientLink: null,
        outlet: { ...invoice(0).outlet, paymentDetails: null, phone: null, email: null },
        client: { name: 'Walk-in', email: null, address: [], contact: null },
      }),
    );
    expect(text).toContain('No items');
    expect(text).toContain('No remarks');
    expect(text).toContain('Please contact the outlet for payment details.');
    expect(text).not.toContain('client-view');
  });

  it('words the payment terms', () => {
    expect(paymentTerms({ invoiceStatus: 'CREDIT', paymentDate: null })).toBe('CREDIT');
    expect(paymentTerms({ invoiceStatus: 'PAID', paymentDate: '2026-01-02' })).toBe(
      'PAID on 02/01/2026',
    );
  });
});
