import {
  clientLinkOf,
  clientTokenFromPath,
  contactOutletLink,
  contactText,
  paymentTermsText,
  remarksToSend,
  standing,
} from './page';

describe('the client page', () => {
  it('reads the token of /client-view/{token}', () => {
    expect(clientTokenFromPath('/client-view/abc_DEF-1')).toBe('abc_DEF-1');
    expect(clientTokenFromPath('/client-view/demo/')).toBe('demo');
    expect(clientTokenFromPath('/client-view/')).toBeNull();
    expect(clientTokenFromPath('/client-view/a/b')).toBeNull();
    expect(clientTokenFromPath('/supplier-view/abc')).toBeNull();
    expect(clientTokenFromPath('/client-view/%E0%A4%A')).toBeNull();
    expect(clientTokenFromPath('/client-view/%20')).toBeNull();
  });

  it("makes the page's own link", () => {
    expect(clientLinkOf('https://app.mise.my', 'abc_DEF-1')).toBe(
      'https://app.mise.my/client-view/abc_DEF-1',
    );
  });

  it('words the payment terms and the standing', () => {
    expect(paymentTermsText({ invoiceStatus: 'CREDIT', paymentDate: null })).toBe('CREDIT');
    expect(paymentTermsText({ invoiceStatus: 'PAID', paymentDate: '2026-11-30' })).toBe(
      'PAID on 30/11/2026',
    );
    expect(paymentTermsText({ invoiceStatus: 'PAID', paymentDate: null })).toBe('PAID');
    expect(standing({ invoiceStatus: 'PAID', overdue: false })).toEqual({
      text: 'Paid',
      tone: 'ok',
    });
    expect(standing({ invoiceStatus: 'CREDIT', overdue: false }).text).toBe('Unpaid');
    expect(standing({ invoiceStatus: 'CREDIT', overdue: true })).toEqual({
      text: 'Overdue',
      tone: 'late',
    });
  });

  it('sends blank remarks as null', () => {
    expect(remarksToSend('  ')).toBeNull();
    expect(remarksToSend(' Paid by transfer ')).toBe('Paid by transfer');
  });

  it('opens WhatsApp to the owner with the client, invoice, outlet, date and link', () => {
    const inv = {
      clientName: 'Syarikat Bintang',
      invoiceNumber: '1029261127093000',
      outletName: 'Kedai Ana',
      creationDate: '2026-11-27',
    };
    const link = contactOutletLink('+60 12-345 6789', inv, 'https://x.test/client-view/abc');
    expect(link).toMatch(/^https:\/\/wa\.me\/60123456789\?text=/);
    const text = decodeURIComponent(link!.split('?text=')[1]);
    for (const part of [
      'Syarikat Bintang',
      '1029261127093000',
      'Kedai Ana',
      '27/11/2026',
      'https://x.test/client-view/abc',
    ]) {
      expect(text).toContain(part);
    }
    expect(contactOutletLink(null, inv, 'x')).toBeNull();
    expect(contactOutletLink('  ', inv, 'x')).toBeNull();
  });

  it("shows the client's contact on one line", () => {
    expect(contactText({ name: 'Puan Siti', phoneNumber: '+60198765432' })).toBe(
      'Puan Siti, +60198765432',
    );
    expect(contactText(null)).toBeNull();
  });
});
