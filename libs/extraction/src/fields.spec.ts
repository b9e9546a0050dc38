import {
  decimalMark,
  findCurrency,
  findDate,
  findNumber,
  findSupplier,
  isCreditNote,
} from './fields';
import { page, words } from './testing/layout';

describe('header fields', () => {
  it('finds the document number after its label, not another document’s', () => {
    expect(
      findNumber(page(words(10, [10, 'Order No: PO-5521'], [300, 'Invoice No: INV-1001']))),
    ).toBe('INV-1001');
    expect(findNumber(page(words(10, [10, 'Rechnung # RE-20170509/505 von 09.05.2017'])))).toBe(
      'RE-20170509/505',
    );
    expect(findNumber(page(words(10, [10, 'Beleg-Nr'], [100, ':'], [110, 'RK21012345'])))).toBe(
      'RK21012345',
    );
    expect(findNumber(page(words(10, [10, 'No. Invois: 000123'])))).toBe('000123');
    expect(findNumber(page(words(10, [10, 'Rechnungsnummer: RE-55'])))).toBe('RE-55');
    expect(findNumber(page(words(10, [10, 'Facture N° F-2026-9'])))).toBe('F-2026-9');
    expect(findNumber(page(words(10, [10, 'Kunden-Nr. : 009420'])))).toBeNull();
  });

  it('finds a number printed under its heading', () => {
    const rows = page(
      words(10, [10, 'Invoice No.'], [200, 'Date']),
      words(24, [10, 'A-7781'], [200, '02/11/2026']),
    );
    expect(findNumber(rows)).toBe('A-7781');
  });

  it('prefers the invoice date to delivery or due dates', () => {
    const rows = page(
      words(10, [10, 'Delivery Date: 01/11/2026']),
      words(24, [10, 'Invoice Date: 02/11/2026']),
      words(38, [10, 'Due Date: 02/12/2026']),
    );
    expect(findDate(rows)).toBe('2026-11-02');
    expect(
      findDate(
        page(
          words(10, [10, 'Leistungs-Datum : 05.08.2013']),
          words(24, [10, 'Beleg-Datum : 06.08.2013']),
        ),
      ),
    ).toBe('2013-08-06');
  });

  it('takes the supplier from the letterhead, not the buyer’s block', () => {
    const rows = page(
      words(10, [10, 'Lieferant'], [210, 'Käufer']),
      words(20, [10, 'MUSTERLIEFERANT GMBH'], [210, 'MUSTER-KUNDE GMBH']),
    );
    expect(findSupplier(rows, 842)).toBe('MUSTERLIEFERANT GMBH');
    const bill = page(
      words(10, [10, 'Bill To:']),
      words(22, [10, 'Restoran Contoh Sdn Bhd']),
      words(60, [10, 'SEGAR FRESH SDN BHD (1234567-A)']),
    );
    expect(findSupplier(bill, 842)).toBe('SEGAR FRESH SDN BHD');
  });

  it('tells the currency and the decimal mark', () => {
    expect(findCurrency('Total RM 12.00')).toBe('MYR');
    expect(findCurrency('Gesamt 12,00 €')).toBe('EUR');
    expect(findCurrency('no money here')).toBeNull();
    expect(decimalMark('1.234,50 € 12,00 €')).toBe(',');
    expect(decimalMark('1,234.50 12.00')).toBe('.');
  });

  it('knows a credit note', () => {
    expect(isCreditNote('CREDIT NOTE', '10.00')).toBe(true);
    expect(isCreditNote('RECHNUNGS-KORREKTUR', '-8.79')).toBe(true);
    expect(isCreditNote('RECHNUNGS-KORREKTUR', '8.79')).toBe(false);
    expect(isCreditNote('TAX INVOICE', '-1.00')).toBe(false);
  });
});
