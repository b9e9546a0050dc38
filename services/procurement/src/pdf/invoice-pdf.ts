import { formatNumber, Precision } from '@mise/domain';
import { pdf, pdfDate, plain } from './purchase-order-pdf';

/** Everything a client invoice's PDF shows: a snapshot of one revision (contract §4). */
export interface InvoicePdfData {
  invoiceNumber: string;
  /** `YYYY-MM-DD` */
  invoiceDate: string;
  /** `YYYY-MM-DD` */
  dueDate: string;
  /** `YYYY-MM-DD`; null unless PAID */
  paymentDate: string | null;
  invoiceStatus: 'CREDIT' | 'PAID';
  /** the issuer */
  outlet: {
    name: string;
    address: string[];
    phone: string | null;
    email: string | null;
    /** where the client pays: beneficiary name, account number, bank (outlet profile) */
    paymentDetails: { name: string; accountNumber: string; bank: string } | null;
  };
  /** the recipient */
  client: {
    name: string;
    email: string | null;
    address: string[];
    contact: { name: string; phoneNumber: string } | null;
  };
  /** money as decimal strings (2 dp); quantity as stored */
  items: Array<{ name: string; confirmedPrice: string; quantity: string; total: string }>;
  miscs: Array<{ name: string; total: string }>;
  grandTotal: string;
  outletRemarks: string | null;
  /** the client page of this invoice (its QR code is printed too); null: none */
  clientLink: string | null;
}

/** The name the contract (§4) gives the input. */
export type InvoicePdfInput = InvoicePdfData;

const BRAND = '#1f4d3a';
const MUTED = '#5b665f';
const RULE = '#d5dbd7';
const SHADE = '#f1f4f2';

/** "1234.5" → "1,234.50": an amount in a column headed (RM). */
const money = (x: string): string => formatNumber(x, Precision.money);

const present = (...parts: Array<string | null | undefined>): string[] =>
  parts.filter((p): p is string => !!p && p.trim() !== '');

/** "CREDIT", or "PAID on 28/11/2026": the payment terms as printed. */
export const paymentTerms = (inv: Pick<InvoicePdfData, 'invoiceStatus' | 'paymentDate'>): string =>
  inv.invoiceStatus === 'PAID'
    ? inv.paymentDate
      ? `PAID on ${pdfDate(inv.paymentDate)}`
      : 'PAID'
    : 'CREDIT';

const heading = (text: string) => ({ text, style: 'heading' });

/** Label / value rows without lines (the invoice's particulars, the bank details). */
function pairs(rows: Array<[string, string]>, valueStyle: object = {}) {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([label, value]) => [
        { text: label, color: MUTED },
        { text: value, ...valueStyle },
      ]),
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 0,
      paddingRight: (i: number) => (i === 0 ? 10 : 0),
      paddingTop: () => 1,
      paddingBottom: () => 1,
    },
  };
}

/** A table cell of pdfmake: text, or text with its options. */
type Cell = string | ({ text: string } & Record<string, unknown>);

/** The items and misc table: a shaded header repeated on every page, thin rules between rows. */
function linesTable(inv: InvoicePdfData) {
  const right = (text: string): Cell => ({ text, alignment: 'right' });
  const header: Cell[] = [
    { text: 'Item', style: 'th' },
    { text: 'Unit Price (RM)', style: 'th', alignment: 'right' },
    { text: 'Quantity', style: 'th', alignment: 'right' },
    { text: 'Total Amount (RM)', style: 'th', alignment: 'right' },
  ];
  const items = inv.items.map((item): Cell[] => [
    item.name,
    right(money(item.confirmedPrice)),
    right(plain(item.quantity)),
    right(money(item.total)),
  ]);
  const miscs = inv.miscs.map((misc): Cell[] => [
    { text: misc.name, colSpan: 3 },
    '',
    '',
    right(money(misc.total)),
  ]);
  const empty: Cell[] = [{ text: 'No items', colSpan: 4, italics: true, color: MUTED }, '', '', ''];
  const body: Cell[][] = [header, ...(items.length ? items : [empty])];
  if (miscs.length) {
    body.push([
      { text: 'Miscellaneous', colSpan: 4, bold: true, color: MUTED, fontSize: 9 },
      '',
      '',
      '',
    ]);
    body.push(...miscs);
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 80, 60, 95], body },
    layout: {
      fillColor: (row: number) => (row === 0 ? BRAND : null),
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 ? 0 : i === node.table.body.length ? 1 : 0.5,
      hLineColor: () => RULE,
      vLineWidth: () => 0,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

/** The pdfmake document of a client invoice (pure: the same data, the same document). */
export function invoiceDocument(inv: InvoicePdfData): object {
  const issuer = [
    { text: inv.outlet.name, style: 'issuer' },
    ...present(...inv.outlet.address),
    ...present(inv.outlet.phone && `Tel: ${inv.outlet.phone}`),
    ...present(inv.outlet.email && `Email: ${inv.outlet.email}`),
  ];
  const particulars = pairs(
    [
      ['Invoice No.', inv.invoiceNumber],
      ['Invoice Date', pdfDate(inv.invoiceDate)],
      ['Due Date', pdfDate(inv.dueDate)],
      ['Payment Terms', paymentTerms(inv)],
    ],
    { bold: true },
  );
  const client = inv.client;
  const recipient = [
    heading('BILL TO'),
    { text: client.name, bold: true, fontSize: 11 },
    ...present(...client.address),
    ...present(client.email && `Email: ${client.email}`),
    ...present(client.contact && `Contact: ${client.contact.name}, ${client.contact.phoneNumber}`),
  ];
  const bank = inv.outlet.paymentDetails;
  const paymentDetails = [
    heading('PAYMENT DETAILS'),
    bank
      ? pairs([
          ['Beneficiary', bank.name],
          ['Account Number', bank.accountNumber],
          ['Bank', bank.bank],
        ])
      : { text: 'Please contact the outlet for payment details.', color: MUTED },
  ];
  const link = inv.clientLink;

  return {
    info: { title: `Invoice ${inv.invoiceNumber}`, creator: 'Mise' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    styles: {
      issuer: { fontSize: 16, bold: true, color: BRAND, margin: [0, 0, 0, 2] },
      title: { fontSize: 26, bold: true, color: BRAND, characterSpacing: 2 },
      heading: { fontSize: 9, bold: true, color: MUTED, characterSpacing: 1, margin: [0, 0, 0, 3] },
      th: { bold: true, color: '#ffffff' },
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Invoice ${inv.invoiceNumber}`, color: MUTED },
        { text: `Page ${page} of ${pages}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
    content: [
      {
        columns: [
          { width: '*', stack: issuer },
          {
            width: 'auto',
            stack: [
              { text: 'INVOICE', style: 'title', alignment: 'right', margin: [0, 0, 0, 6] },
              particulars,
            ],
          },
        ],
        columnGap: 20,
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5, lineColor: BRAND }],
        margin: [0, 12, 0, 12],
      },
      {
        columns: [
          { width: '*', stack: recipient },
          { width: '*', stack: paymentDetails },
        ],
        columnGap: 20,
        margin: [0, 0, 0, 16],
      },
      linesTable(inv),
      {
        margin: [0, 8, 0, 0],
        table: {
          widths: ['*', 'auto', 95],
          body: [
            [
              '',
              { text: 'Grand Total (RM)', bold: true, fillColor: SHADE, margin: [6, 4, 6, 4] },
              {
                text: money(inv.grandTotal),
                bold: true,
                fontSize: 12,
                alignment: 'right',
                fillColor: SHADE,
                margin: [6, 3, 6, 3],
              },
            ],
          ],
        },
        layout: 'noBorders',
        unbreakable: true,
      },
      {
        stack: [
          heading('REMARKS'),
          inv.outletRemarks?.trim()
            ? { text: inv.outletRemarks.trim() }
            : { text: 'No remarks', color: MUTED, italics: true },
        ],
        margin: [0, 16, 0, 0],
        unbreakable: true,
      },
      ...(link
        ? [
            {
              margin: [0, 18, 0, 0],
              unbreakable: true,
              columns: [
                { width: 'auto', qr: link, fit: 96, foreground: BRAND },
                {
                  width: '*',
                  margin: [8, 6, 0, 0],
                  stack: [
                    heading('VIEW THIS INVOICE ONLINE'),
                    {
                      text: 'Scan the code or open the link to see this invoice, respond to it, upload your payment proof or download it again.',
                      color: MUTED,
                      margin: [0, 0, 0, 4],
                    },
                    { text: link, link, color: BRAND, decoration: 'underline' },
                  ],
                },
              ],
            },
          ]
        : []),
    ],
  };
}

/** The PDF of a client invoice (pdfmake, fonts from the package: nothing fetched). */
export async function buildInvoicePdf(inv: InvoicePdfData): Promise<Buffer> {
  return pdf().createPdf(invoiceDocument(inv)).getBuffer();
}

/** The contract's (§4) name for `buildInvoicePdf`. */
export const invoicePdf = buildInvoicePdf;
