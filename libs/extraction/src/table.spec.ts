import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { headerOf, roleOfHeading } from './columns';
import { readTable } from './table';
import { onPage, page, words } from './testing/layout';

describe('header spellings', () => {
  it.each([
    ['Description', 'description'],
    ['Item Description', 'description'],
    ['Particulars', 'description'],
    ['Bezeichnung', 'description'],
    ['Artikelbezeichnung', 'description'],
    ['Perkara', 'description'],
    ['Butiran', 'description'],
    ['Keterangan', 'description'],
    ['Qty', 'quantity'],
    ['Quantity', 'quantity'],
    ['Menge', 'quantity'],
    ['Anzahl', 'quantity'],
    ['Kuantiti', 'quantity'],
    ['UOM', 'unit'],
    ['Einheit', 'unit'],
    ['Unit Price', 'unitPrice'],
    ['U/Price', 'unitPrice'],
    ['Einzelpreis', 'unitPrice'],
    ['Nettopreis', 'unitPrice'],
    ['Harga', 'unitPrice'],
    ['Harga Seunit', 'unitPrice'],
    ['Preis/ME', 'unitPrice'],
    ['Prix unitaire', 'unitPrice'],
    ['Désignation', 'description'],
    ['Qté', 'quantity'],
    ['Disc', 'discount'],
    ['Bil', 'code'],
    ['Net', 'total'],
    ['Rate', 'unitPrice'],
    ['Amount', 'total'],
    ['Amount (RM)', 'total'],
    ['Total', 'total'],
    ['Jumlah', 'total'],
    ['Gesamt', 'total'],
    ['Gesamtbetrag', 'total'],
    ['Betrag', 'total'],
    ['Nettowert', 'total'],
    ['GTIN', 'code'],
    ['Item Code', 'code'],
  ])('%s is a %s column', (heading, role) => {
    expect(roleOfHeading(heading)).toBe(role);
  });

  it('maps a header row into columns, phrases kept together', () => {
    const [row] = page(
      words(
        100,
        [48, 'Description'],
        [300, 'Qty'],
        [335, 'UOM'],
        [418, 'Unit Price'],
        [512, 'Amount'],
      ),
    );
    expect(headerOf(row)?.map((c) => [c.role, c.heading])).toEqual([
      ['description', 'Description'],
      ['quantity', 'Qty'],
      ['unit', 'UOM'],
      ['unitPrice', 'Unit Price'],
      ['total', 'Amount'],
    ]);
  });

  it('reads an English "Amount" before "Total" as the quantity', () => {
    const [row] = page(
      words(100, [60, 'Amount'], [120, 'Product'], [290, 'VAT'], [346, 'Price'], [420, 'Total']),
    );
    expect(headerOf(row)?.map((c) => c.role)).toEqual([
      'quantity',
      'description',
      'other',
      'unitPrice',
      'total',
    ]);
  });

  it('is not fooled by a sentence or a line with figures', () => {
    const [sentence] = page(words(100, [48, 'Total amount of this invoice is due in 30 days']));
    expect(headerOf(sentence)).toBeNull();
    const [figures] = page(words(100, [48, 'Item 12'], [300, 'Qty 3'], [512, 'Total 45.00']));
    expect(headerOf(figures)).toBeNull();
  });
});

const HEADER = words(
  100,
  [48, 'Description'],
  [300, 'Qty'],
  [335, 'UOM'],
  [418, 'Unit Price'],
  [512, 'Amount'],
);

describe('the line table', () => {
  it('reads every line under the header, its unit and amounts', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
      words(136, [48, 'CHICKEN BREAST'], [310, '2'], [335, 'KG'], [435, '12.00'], [520, '24.00']),
      words(160, [419, 'Sub Total'], [520, '46.50']),
      words(178, [428, 'SST 6%'], [525, '2.79']),
      words(196, [439, 'Total'], [520, '49.29']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(
      table.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['TOMATO', '5', 'kg', '4.50', '22.50', []],
      ['CHICKEN BREAST', '2', 'kg', '12.00', '24.00', []],
    ]);
    expect(table.total).toBe('49.29');
    expect(table.subtotal).toBe('46.50');
    expect(table.charges).toEqual([{ kind: 'TAX', name: 'SST 6%', amount: '2.79' }]);
  });

  it('joins a wrapped description to its line, and leaves a section heading out', () => {
    const rows = page(
      HEADER,
      words(120, [48, 'DRY GOODS']),
      words(138, [48, 'COOKING OIL 5L'], [310, '1'], [335, 'BTL'], [435, '28.90'], [520, '28.90']),
      words(150, [48, '(PALM)']),
      words(168, [48, 'ONION RED'], [310, '3'], [335, 'KG'], [440, '3.20'], [525, '9.90']),
      words(190, [439, 'Total'], [520, '38.80']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.lines.map((l) => l.description)).toEqual(['COOKING OIL 5L (PALM)', 'ONION RED']);
    expect(table.lines[1].review).toEqual([Reasons.arithmetic]);
  });

  it('reads German columns, decimal commas and a unit in the quantity', () => {
    const rows = page(
      words(
        100,
        [50, 'Pos'],
        [80, 'Bezeichnung'],
        [290, 'Menge'],
        [340, 'Einzelpreis'],
        [480, 'Gesamt'],
      ),
      words(
        118,
        [50, '1'],
        [80, 'Tomaten rot'],
        [290, '12,5 kg'],
        [350, '2,40 €'],
        [480, '30,00 €'],
      ),
      words(140, [380, 'Nettobetrag'], [480, '30,00 €']),
      words(154, [380, 'USt. 7%'], [485, '2,10 €']),
      words(168, [380, 'Gesamtbetrag'], [480, '32,10 €']),
    );
    const table = readTable(rows, { decimal: ',' });
    expect(table.lines).toEqual([
      {
        description: 'Tomaten rot',
        quantity: '12.5',
        unit: 'kg',
        unitPrice: '2.40',
        total: '30.00',
        review: [],
        confidence: 1,
      },
    ]);
    expect(table.total).toBe('32.10');
    expect(table.charges).toEqual([{ kind: 'TAX', name: 'USt. 7%', amount: '2.10' }]);
  });

  it('reads Malay columns', () => {
    const rows = page(
      words(100, [48, 'Perkara'], [300, 'Kuantiti'], [380, 'Harga'], [480, 'Jumlah']),
      words(118, [48, 'BAWANG MERAH'], [310, '10'], [380, '3.00'], [480, '30.00']),
      words(140, [380, 'Jumlah Besar'], [480, '30.00']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual([
      ['BAWANG MERAH', '10', '3.00', '30.00'],
    ]);
    expect(table.total).toBe('30.00');
  });

  it('marks a number it cannot read instead of guessing it', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'GARLIC'], [310, '2'], [335, 'KG'], [440, '7.O0'], [520, '14.00']),
    );
    const [only] = readTable(rows, { decimal: '.' }).lines;
    expect(only.unitPrice).toBeNull();
    expect(only.review).toContain(Reasons.unreadableNumber);
  });

  it('reads a stacked header: codes and figures on the first row, the description on the second', () => {
    const rows = page(
      words(
        100,
        [40, 'GTIN'],
        [112, 'Art-Nr'],
        [242, 'Menge'],
        [347, 'Nettopreis'],
        [500, 'Nettowert'],
      ),
      words(110, [40, 'Art-Nr-Kunde'], [112, 'Artikelbezeichnung']),
      words(
        130,
        [40, '4123456000014'],
        [112, 'ZS997'],
        [237, '100,0000'],
        [362, '1,0000'],
        [510, '100,00'],
      ),
      words(140, [112, 'Zitronensäure 100ml']),
      words(150, [112, 'Verpackung : Flasche']),
      words(
        165,
        [40, '4123456000021'],
        [112, 'GZ250'],
        [237, '50,0000'],
        [362, '1,4500'],
        [515, '72,50'],
      ),
      words(175, [40, 'K4321'], [112, 'Gelierzucker Extra 250g']),
      words(185, [112, 'Artikelrabatt 1: 2,00%'], [237, 'Basis: 75,00 €'], [357, '-0,03']),
    );
    const table = readTable(rows, { decimal: ',' });
    expect(
      table.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total, l.review]),
    ).toEqual([
      ['Zitronensäure 100ml', '100', '1.00', '100.00', []],
      ['Gelierzucker Extra 250g', '50', '1.45', '72.50', []],
    ]);
  });

  it('reads a totals block printed as a table under the lines', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
      words(
        200,
        [50, 'Warenwert'],
        [110, 'Zu-/Abschlag'],
        [200, 'Fracht'],
        [300, 'Nettobetrag'],
        [400, 'MwSt-Betrag'],
        [500, 'Endbetrag'],
      ),
      words(
        212,
        [55, '22,50'],
        [120, '-0,50'],
        [205, '3,00'],
        [305, '25,00'],
        [405, '4,75'],
        [505, '29,75'],
      ),
    );
    const table = readTable(rows, { decimal: ',' });
    expect(table.total).toBe('29.75');
    expect(table.subtotal).toBe('22.50');
    expect(table.charges).toEqual([
      { kind: 'DISCOUNT', name: 'Zu-/Abschlag', amount: '-0.50' },
      { kind: 'DELIVERY', name: 'Fracht', amount: '3.00' },
      { kind: 'TAX', name: 'MwSt-Betrag', amount: '4.75' },
    ]);
  });

  it('finds no table without a header row', () => {
    const rows = page(
      words(100, [48, 'GARLIC 2 @3.50'], [200, '7.00']),
      words(120, [48, 'TOTAL'], [200, '7.00']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.found).toBe(false);
    expect(table.lines).toEqual([]);
  });

  it('goes on over a page break without a repeated header, skipping the carried-over sum', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
      words(780, [419, 'Carried forward'], [520, '22.50']),
      onPage(2, words(40, [48, 'Invoice INV-1001 page 2'])),
      onPage(2, words(60, [419, 'Brought forward'], [520, '22.50'])),
      onPage(
        2,
        words(80, [48, 'CHICKEN BREAST'], [310, '2'], [335, 'KG'], [435, '12.00'], [520, '24.00']),
      ),
      onPage(2, words(100, [439, 'Total'], [520, '46.50'])),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.lines.map((l) => [l.description, l.total])).toEqual([
      ['TOMATO', '22.50'],
      ['CHICKEN BREAST', '24.00'],
    ]);
    expect(table.total).toBe('46.50');
  });

  it('reads amounts followed by a tax code, and a delivery row as a charge', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50 SR']),
      words(136, [48, 'Delivery charge'], [520, '5.00']),
      words(160, [439, 'Total'], [520, '27.50']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.lines.map((l) => [l.description, l.total, l.review])).toEqual([
      ['TOMATO', '22.50', []],
    ]);
    expect(table.charges).toEqual([{ kind: 'DELIVERY', name: 'Delivery charge', amount: '5.00' }]);
  });

  it('reads French columns, drops position numbers and takes the unit printed beside the quantity', () => {
    const rows = page(
      words(100, [80, 'Désignation'], [290, 'Qté'], [360, 'Prix unitaire'], [480, 'Montant HT']),
      words(118, [50, '1'], [80, 'Beurre doux'], [290, '4 kg'], [370, '8,20'], [490, '32,80']),
      words(
        136,
        [50, '2'],
        [80, 'Crème fraîche'],
        [290, '6'],
        [312, 'pot'],
        [370, '2,50'],
        [490, '15,00'],
      ),
      words(160, [380, 'Total HT'], [490, '47,80']),
      words(174, [380, 'TVA 5,5%'], [495, '2,63']),
      words(188, [380, 'Total TTC'], [490, '50,43']),
    );
    const table = readTable(rows, { decimal: ',' });
    expect(
      table.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total]),
    ).toEqual([
      ['Beurre doux', '4', 'kg', '8.20', '32.80'],
      ['Crème fraîche', '6', 'pot', '2.50', '15.00'],
    ]);
    expect(table.total).toBe('50.43');
    expect(table.subtotal).toBe('47.80');
    expect(table.charges).toEqual([{ kind: 'TAX', name: 'TVA 5,5%', amount: '2.63' }]);
  });

  it('reads a heading wrapped over two rows as one header, and no charge after the grand total', () => {
    const rows = page(
      words(100, [48, 'Item'], [300, 'Qty'], [400, 'Unit'], [500, 'Line']),
      words(110, [400, 'Price'], [500, 'Total']),
      words(128, [48, 'BUTTER 250G'], [310, '4'], [405, '8.20'], [505, '32.80']),
      words(150, [400, 'Amount due'], [505, '32.80']),
      words(170, [48, 'Pay within 7 days for a 2% discount of'], [505, '0.66']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(
      table.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.total, l.review]),
    ).toEqual([['BUTTER 250G', '4', '8.20', '32.80', []]]);
    expect(table.total).toBe('32.80');
    expect(table.charges).toEqual([]);
  });

  it('leaves a section heading between evenly spaced lines out of the line above', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
      words(134, [48, 'DAIRY']),
      words(150, [48, 'BUTTER'], [310, '2'], [335, 'PKT'], [440, '9.00'], [520, '18.00']),
      words(174, [439, 'Total'], [520, '40.50']),
    );
    expect(readTable(rows, { decimal: '.' }).lines.map((l) => l.description)).toEqual([
      'TOMATO',
      'BUTTER',
    ]);
  });

  it('ends the table at a total that prints a count under the quantity column', () => {
    const rows = page(
      HEADER,
      words(118, [48, 'TOMATO'], [310, '5'], [335, 'KG'], [440, '4.50'], [520, '22.50']),
      words(140, [48, 'Total items'], [310, '5'], [520, '22.50']),
    );
    const table = readTable(rows, { decimal: '.' });
    expect(table.lines.map((l) => l.description)).toEqual(['TOMATO']);
    expect(table.total).toBe('22.50');
  });
});
