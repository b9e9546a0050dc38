import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readDocument } from './read';

type Cell = [number, string, 'l' | 'r' | 'c'];
async function make(rows: Array<[number, Cell[], number?]>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  for (const [y, cells, size] of rows) {
    for (const [x, text, align] of cells) {
      const f = size && size > 10 ? bold : font;
      const s = size ?? 9;
      const w = f.widthOfTextAtSize(text, s);
      const xx = align === 'r' ? x - w : align === 'c' ? x - w / 2 : x;
      page.drawText(text, { x: xx, y: 842 - y, size: s, font: f });
    }
  }
  return doc.save();
}

/** Digital invoices of other layouts, made here with pdf-lib and read through pdf.js. */
describe('other invoice layouts', () => {
  it('reads an English invoice: centred headings over right-aligned figures, item codes, a discount column', async () => {
    const a = await make([
      [50, [[40, 'FRESHLINE FOODS LTD', 'l']], 16],
      [66, [[40, '12 Market Road, Leeds LS1 4AB', 'l']]],
      [50, [[420, 'INVOICE', 'l']], 14],
      [80, [[400, 'Invoice Number: 88-1207', 'l']]],
      [94, [[400, 'Invoice Date: 14 Nov 2026', 'l']]],
      [108, [[400, 'Due Date: 14 Dec 2026', 'l']]],
      [130, [[40, 'Invoice To:', 'l']]],
      [144, [[40, 'The Corner Bistro Ltd', 'l']]],
      [
        200,
        [
          [40, 'Code', 'l'],
          [150, 'Description', 'c'],
          [300, 'Qty', 'c'],
          [360, 'Unit Price', 'c'],
          [430, 'Disc %', 'c'],
          [510, 'Net', 'c'],
        ],
      ],
      [
        216,
        [
          [40, 'BT-250', 'l'],
          [90, 'Butter unsalted 250g', 'l'],
          [310, '24', 'r'],
          [380, '1.85', 'r'],
          [440, '0', 'r'],
          [530, '44.40', 'r'],
        ],
      ],
      [
        230,
        [
          [40, 'CR-1L', 'l'],
          [90, 'Double cream 1L', 'l'],
          [310, '6', 'r'],
          [380, '3.40', 'r'],
          [440, '10', 'r'],
          [530, '18.36', 'r'],
        ],
      ],
      [
        244,
        [
          [40, 'EG-30', 'l'],
          [90, 'Free range eggs tray of 30', 'l'],
          [310, '3', 'r'],
          [380, '7.95', 'r'],
          [440, '0', 'r'],
          [530, '23.85', 'r'],
        ],
      ],
      [
        280,
        [
          [440, 'Subtotal', 'l'],
          [530, '86.61', 'r'],
        ],
      ],
      [
        294,
        [
          [440, 'VAT 20%', 'l'],
          [530, '17.32', 'r'],
        ],
      ],
      [
        308,
        [
          [440, 'Total GBP', 'l'],
          [530, '103.93', 'r'],
        ],
      ],
    ]);
    const reading = await readDocument(a);
    expect(reading).toMatchObject({
      source: 'PDF_TEXT',
      kind: 'INVOICE',
      supplier: 'FRESHLINE FOODS LTD',
      number: '88-1207',
      date: '2026-11-14',
      total: '103.93',
      currency: 'GBP',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['Butter unsalted 250g', '24', '1.85', '44.40', []],
      ['Double cream 1L', '6', '3.40', '18.36', []], // 10 % off in its own column
      ['Free range eggs tray of 30', '3', '7.95', '23.85', []],
    ]);
  });

  it('reads a Malaysian invoice with Malay headings, units in their column and a wrapped description', async () => {
    const b = await make([
      [40, [[40, 'SYARIKAT SAYUR SEGAR SDN. BHD. (778899-K)', 'l']], 12],
      [54, [[40, 'No. 5, Jalan Pasar, 41200 Klang', 'l']]],
      [80, [[380, 'INVOIS / INVOICE', 'l']], 12],
      [96, [[380, 'No. Invois : SS/2026/1145', 'l']]],
      [110, [[380, 'Tarikh : 18/11/2026', 'l']]],
      [
        180,
        [
          [40, 'Bil', 'l'],
          [70, 'Butiran', 'l'],
          [300, 'Kuantiti', 'l'],
          [360, 'Unit', 'l'],
          [420, 'Harga (RM)', 'l'],
          [500, 'Jumlah (RM)', 'l'],
        ],
      ],
      [
        196,
        [
          [40, '1', 'l'],
          [70, 'Kangkung', 'l'],
          [330, '5', 'r'],
          [360, 'ikat', 'l'],
          [455, '2.00', 'r'],
          [545, '10.00', 'r'],
        ],
      ],
      [
        210,
        [
          [40, '2', 'l'],
          [70, 'Cili merah', 'l'],
          [330, '2.5', 'r'],
          [360, 'kg', 'l'],
          [455, '14.00', 'r'],
          [545, '35.00', 'r'],
        ],
      ],
      [
        224,
        [
          [40, '3', 'l'],
          [70, 'Bawang besar India', 'l'],
          [330, '10', 'r'],
          [360, 'kg', 'l'],
          [455, '4.20', 'r'],
          [545, '42.00', 'r'],
        ],
      ],
      [238, [[70, '(gred A)', 'l']]],
      [
        270,
        [
          [420, 'Jumlah Kecil', 'l'],
          [545, '87.00', 'r'],
        ],
      ],
      [
        284,
        [
          [420, 'Jumlah Besar', 'l'],
          [545, '87.00', 'r'],
        ],
      ],
    ]);
    const reading = await readDocument(b);
    expect(reading).toMatchObject({
      supplier: 'SYARIKAT SAYUR SEGAR SDN. BHD',
      number: 'SS/2026/1145',
      date: '2026-11-18',
      total: '87.00',
      currency: 'MYR',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['Kangkung', '5', 'ikat', '2.00', '10.00', []],
      ['Cili merah', '2.5', 'kg', '14.00', '35.00', []],
      ['Bawang besar India (gred A)', '10', 'kg', '4.20', '42.00', []],
    ]);
  });

  it('reads an Odoo-style French invoice: units with brackets, spaces in thousands, a taxes column', async () => {
    const bytes = await make([
      [50, [[40, 'LAITERIE DU VAL SARL', 'l']], 14],
      [80, [[40, 'Facture FAC/2026/0311', 'l']], 12],
      [100, [[40, 'Date de facturation : 20/11/2026', 'l']]],
      [
        160,
        [
          [40, 'Description', 'l'],
          [330, 'Quantité', 'r'],
          [420, 'Prix unitaire', 'r'],
          [470, 'Taxes', 'r'],
          [550, 'Montant', 'r'],
        ],
      ],
      [
        176,
        [
          [40, 'Comté AOP 18 mois', 'l'],
          [330, '12,000 kg', 'r'],
          [420, '21,50', 'r'],
          [470, 'TVA 5,5%', 'r'],
          [550, '258,00 €', 'r'],
        ],
      ],
      [
        190,
        [
          [40, 'Yaourt nature x24', 'l'],
          [330, '40,000 Unité(s)', 'r'],
          [420, '30,25', 'r'],
          [470, 'TVA 5,5%', 'r'],
          [550, '1 210,00 €', 'r'],
        ],
      ],
      [
        230,
        [
          [420, 'Montant HT', 'l'],
          [550, '1 468,00 €', 'r'],
        ],
      ],
      [
        244,
        [
          [420, 'TVA 5,5 %', 'l'],
          [550, '80,74 €', 'r'],
        ],
      ],
      [
        258,
        [
          [420, 'Total', 'l'],
          [550, '1 548,74 €', 'r'],
        ],
      ],
    ]);
    const reading = await readDocument(bytes);
    expect(reading).toMatchObject({
      supplier: 'LAITERIE DU VAL SARL',
      number: 'FAC/2026/0311',
      date: '2026-11-20',
      total: '1548.74',
      currency: 'EUR',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['Comté AOP 18 mois', '12', 'kg', '21.50', '258.00', []],
      ['Yaourt nature x24', '40', 'unité', '30.25', '1210.00', []],
    ]);
  });
});
