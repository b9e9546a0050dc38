import { formatRM } from '@mise/domain';
import { pdf, pdfDate, plain } from './purchase-order-pdf';

/** Everything an invoice's PDF shows: a snapshot of one revision. */
export interface InvoicePdfData {
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  dueDate: string;
  paymentDate: string | null;
  invoiceStatus: 'CREDIT' | 'PAID';
  outlet: {
    name: string;
    address: string[];
    phone: string | null;
    email: string | null;
    paymentDetails: { name: string; accountNumber: string; bank: string } | null;
  };
  client: {
    name: string;
    email: string | null;
    address: string[];
    contact: { name: string; phoneNumber: string } | null;
  };
  items: Array<{ name: string; confirmedPrice: string; quantity: string; total: string }>;
  miscs: Array<{ name: string; total: string }>;
  grandTotal: string;
  outletRemarks: string | null;
  clientLink: string | null;
}

const lines = (...parts: Array<string | null | undefined>): string =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join('\n');

/**
 * A minimal invoice document (issue 23, helper A): the procurement service builds against these
 * exports; the full layout (helper D) replaces this file.
 */
export function invoiceDocument(inv: InvoicePdfData): object {
  const bank = inv.outlet.paymentDetails;
  return {
    info: { title: `Invoice ${inv.invoiceNumber}`, creator: 'Mise' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: inv.outlet.name, fontSize: 18, bold: true },
      lines(...inv.outlet.address, inv.outlet.phone, inv.outlet.email),
      { text: 'INVOICE', fontSize: 18, bold: true, alignment: 'right' },
      { text: `No: ${inv.invoiceNumber}`, alignment: 'right' },
      { text: `Date: ${pdfDate(inv.invoiceDate)}`, alignment: 'right' },
      { text: `Due: ${pdfDate(inv.dueDate)}`, alignment: 'right' },
      {
        text: `Payment terms: ${inv.invoiceStatus}${inv.paymentDate ? ` (paid ${pdfDate(inv.paymentDate)})` : ''}`,
        alignment: 'right',
      },
      { text: 'Bill to', bold: true, margin: [0, 10, 0, 0] },
      lines(
        inv.client.name,
        ...inv.client.address,
        inv.client.contact ? `${inv.client.contact.name} ${inv.client.contact.phoneNumber}` : null,
        inv.client.email,
      ),
      {
        margin: [0, 10, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            ['Item', 'Unit Price', 'Quantity', 'Total'],
            ...inv.items.map((i) => [
              i.name,
              formatRM(i.confirmedPrice),
              plain(i.quantity),
              formatRM(i.total),
            ]),
            ...inv.miscs.map((m) => [m.name, '', '', formatRM(m.total)]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Grand Total: ${formatRM(inv.grandTotal)}`, bold: true, alignment: 'right' },
      ...(bank
        ? [{ text: lines('Payment details', bank.name, bank.accountNumber, bank.bank) }]
        : []),
      { text: 'Remarks', bold: true, margin: [0, 10, 0, 0] },
      { text: inv.outletRemarks?.trim() || 'No remarks' },
      ...(inv.clientLink
        ? [
            { text: inv.clientLink, link: inv.clientLink, margin: [0, 10, 0, 0] },
            { qr: inv.clientLink, fit: 110 },
          ]
        : []),
    ],
  };
}

/** The PDF of an invoice (pdfmake, fonts from the package: nothing fetched). */
export async function buildInvoicePdf(inv: InvoicePdfData): Promise<Buffer> {
  return pdf().createPdf(invoiceDocument(inv)).getBuffer();
}
