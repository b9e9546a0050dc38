import path from 'node:path';
import { dec, formatRM } from '@mise/domain';
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto';

/** Everything a purchase order's PDF shows: a snapshot of one revision. */
export interface PurchaseOrderPdfData {
  purchaseOrderNumber: string;
  /** `YYYY-MM-DD` */
  purchaseOrderDate: string;
  outlet: { name: string; address: string[]; phone: string | null; email: string | null };
  supplier: {
    name: string;
    email: string | null;
    address: string[];
    contact: { name: string; phoneNumber: string } | null;
  };
  items: Array<{
    inventoryName: string;
    amount: string;
    unit: string;
    quantity: string;
    cost: string;
    total: string;
  }>;
  grandTotal: string;
  outletRemarks: string | null;
  /** the supplier page of this order (its QR code is printed too); null: none */
  responseLink: string | null;
}

/** An item's printed columns (the PDF's and the supplier page's). */
export const itemColumns = (i: PurchaseOrderPdfData['items'][number]) => ({
  inventoryName: i.inventoryName,
  amount: i.amount,
  unit: i.unit,
  quantity: i.quantity,
  cost: i.cost,
  total: i.total,
});

/** The fonts ship with pdfmake (Roboto): nothing is fetched or read from elsewhere. */
const FONT_DIR = path.dirname(roboto.Roboto.normal);
let configured = false;
export function pdf(): typeof pdfmake {
  if (!configured) {
    pdfmake.addFonts(roboto);
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
    configured = true;
  }
  return pdfmake;
}

/** "5.000000" → "5", "0.250000" → "0.25": a quantity as typed. */
export const plain = (x: string): string => dec(x).toString();

/** "2026-11-24" → "24/11/2026", the product's date format. */
export const pdfDate = (date: string): string => date.split('-').reverse().join('/');

const lines = (...parts: Array<string | null | undefined>): string =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join('\n');

/** The pdfmake document of a purchase order (pure: the same data, the same document). */
export function purchaseOrderDocument(po: PurchaseOrderPdfData): object {
  const header = ['Inventory', 'Unit Amount', 'Quantity', 'Unit Cost', 'Total'].map((text) => ({
    text,
    style: 'th',
  }));
  const rows = po.items.map((item) => [
    item.inventoryName,
    `${plain(item.amount)} ${item.unit}`,
    { text: plain(item.quantity), alignment: 'right' },
    { text: formatRM(item.cost), alignment: 'right' },
    { text: formatRM(item.total), alignment: 'right' },
  ]);
  const empty = [{ text: 'No items', colSpan: 5, italics: true }, '', '', '', ''];
  return {
    info: { title: `Purchase Order ${po.purchaseOrderNumber}`, creator: 'Mise' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true },
      label: { bold: true, color: '#555555' },
      th: { bold: true, fillColor: '#eeeeee' },
    },
    content: [
      {
        columns: [
          [
            { text: po.outlet.name, style: 'title' },
            lines(...po.outlet.address),
            lines(po.outlet.phone, po.outlet.email),
          ],
          [
            { text: 'PURCHASE ORDER', style: 'title', alignment: 'right' },
            { text: `No: ${po.purchaseOrderNumber}`, alignment: 'right' },
            { text: `Date: ${pdfDate(po.purchaseOrderDate)}`, alignment: 'right' },
          ],
        ],
      },
      { text: ' ' },
      { text: 'To', style: 'label' },
      {
        text: lines(
          po.supplier.name,
          ...po.supplier.address,
          po.supplier.contact
            ? `${po.supplier.contact.name} ${po.supplier.contact.phoneNumber}`
            : null,
          po.supplier.email,
        ),
      },
      { text: ' ' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [header, ...(rows.length ? rows : [empty])],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          { text: '' },
          {
            width: 'auto',
            text: [{ text: 'Grand Total: ', bold: true }, formatRM(po.grandTotal)],
            margin: [0, 8, 0, 0],
          },
        ],
      },
      { text: ' ' },
      { text: 'Remarks', style: 'label' },
      { text: po.outletRemarks?.trim() || 'No remarks' },
      ...(po.responseLink
        ? [
            { text: ' ' },
            { text: 'Respond to this purchase order', style: 'label' },
            { text: po.responseLink, link: po.responseLink, color: '#1f4d3a' },
            { qr: po.responseLink, fit: 110, margin: [0, 6, 0, 0] },
          ]
        : []),
    ],
  };
}

/** The PDF of a purchase order (pdfmake, fonts from the package: nothing fetched). */
export async function buildPurchaseOrderPdf(po: PurchaseOrderPdfData): Promise<Buffer> {
  return pdf().createPdf(purchaseOrderDocument(po)).getBuffer();
}
