import {
  contentTypeOf,
  displayDate,
  plainNumber,
  tokenFromPath,
  unanswered,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  uploadProblem,
  whatsappLink,
} from './page';

describe('the supplier page', () => {
  it('reads the token of /supplier-view/{token} and /po-view/{token}', () => {
    expect(tokenFromPath('/supplier-view/abc_DEF-1', 'supplier-view')).toBe('abc_DEF-1');
    expect(tokenFromPath('/supplier-view/demo/', 'supplier-view')).toBe('demo');
    expect(tokenFromPath('/po-view/abc', 'po-view')).toBe('abc');
    expect(tokenFromPath('/supplier-view/', 'supplier-view')).toBeNull();
    expect(tokenFromPath('/supplier-view/a/b', 'supplier-view')).toBeNull();
    expect(tokenFromPath('/po-view/abc', 'supplier-view')).toBeNull();
    expect(tokenFromPath('/supplier-view/%E0%A4%A', 'supplier-view')).toBeNull();
  });

  it('lists the items not answered yet', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(unanswered(items, new Map([['a', true]]))).toEqual(['b', 'c']);
    expect(
      unanswered(
        items,
        new Map([
          ['a', true],
          ['b', false],
          ['c', true],
        ]),
      ),
    ).toEqual([]);
  });

  it("links Contact Outlet to a WhatsApp chat with the outlet's number", () => {
    expect(
      whatsappLink('+60 12-345 6789', { purchaseOrderNumber: '1008', outletName: 'Kedai Ana' }),
    ).toBe(
      `https://wa.me/60123456789?text=${encodeURIComponent('Hello Kedai Ana, about purchase order 1008:')}`,
    );
    expect(whatsappLink(null, { purchaseOrderNumber: '1', outletName: 'x' })).toBeNull();
  });

  it('takes PDF, JPEG and PNG files up to 20 MB', () => {
    expect(uploadProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBeNull();
    expect(uploadProblem({ type: '', name: 'scan.JPG', size: 10 })).toBeNull();
    expect(uploadProblem({ type: 'text/plain', name: 'a.txt', size: 10 })).toBe(UPLOAD_TYPES);
    expect(uploadProblem({ type: 'image/png', name: 'a.png', size: 20 * 1024 * 1024 + 1 })).toBe(
      UPLOAD_TOO_LARGE,
    );
    expect(contentTypeOf({ type: '', name: 'a.PDF' })).toBe('application/pdf');
  });

  it('shows dates and amounts as people write them', () => {
    expect(displayDate('2026-11-24')).toBe('24/11/2026');
    expect(plainNumber('5.000000')).toBe('5');
    expect(plainNumber('2.500000')).toBe('2.5');
    expect(plainNumber('10')).toBe('10');
  });
});
