import type { InvoicePdfData } from '../pdf/invoice-pdf';
import type { ClientViewInvoice } from './client-view.model';

/**
 * The fixed demo client page (`/client-view/demo`): what a client sees, with a Demo Mode banner.
 * Remarks are checked and shown back, never kept; uploads are refused; its PDF is made under the
 * demo outlet id no real outlet has.
 */
export const DEMO_INVOICE_ID = '00000000-0000-4000-8000-0000000000c1';

export function demoInvoice(): ClientViewInvoice {
  return {
    invoiceNumber: '1000019261124090000',
    creationDate: '2026-11-24',
    dueDate: '2026-12-08',
    paymentDate: null,
    invoiceStatus: 'CREDIT',
    overdue: false,
    outletName: 'Demo Kitchen',
    outletAddress: ['12 Jalan Contoh', '50450 Kuala Lumpur'],
    ownerNumber: '+60123456789',
    ownerEmail: 'owner@demo.mise.test',
    outletPaymentDetails: {
      name: 'Demo Kitchen Sdn Bhd',
      accountNumber: '5140 1234 5678',
      bank: 'Maybank',
    },
    clientName: 'Syarikat Contoh Catering',
    clientEmail: 'accounts@contoh.test',
    clientAddress: ['8 Jalan Pelanggan', '47300 Petaling Jaya'],
    clientContact: { name: 'Aminah', phoneNumber: '+60198765432' },
    items: [
      { name: 'Nasi Lemak Ayam', quantity: '40', confirmedPrice: '12.50', total: '500.00' },
      { name: 'Teh Tarik', quantity: '40', confirmedPrice: '3.20', total: '128.00' },
    ],
    miscs: [{ id: '00000000-0000-4000-8000-0000000000c2', name: 'Box Packaging', total: '20.00' }],
    grandTotal: '648.00',
    amountOutstanding: '648.00',
    outletRemarks: 'Thank you for your order.',
    clientRemarks: null,
    demo: true,
    proofs: [],
    poReferences: [],
  };
}

export function demoInvoicePdfData(clientLink: string): InvoicePdfData {
  const v = demoInvoice();
  return {
    invoiceNumber: v.invoiceNumber,
    invoiceDate: v.creationDate,
    dueDate: v.dueDate,
    paymentDate: v.paymentDate,
    invoiceStatus: v.invoiceStatus,
    outlet: {
      name: v.outletName,
      address: v.outletAddress,
      phone: v.ownerNumber,
      email: v.ownerEmail,
      paymentDetails: v.outletPaymentDetails,
    },
    client: {
      name: v.clientName,
      email: v.clientEmail,
      address: v.clientAddress,
      contact: v.clientContact,
    },
    items: v.items,
    miscs: v.miscs.map((m) => ({ name: m.name, total: m.total })),
    grandTotal: v.grandTotal,
    outletRemarks: v.outletRemarks,
    clientLink,
  };
}
