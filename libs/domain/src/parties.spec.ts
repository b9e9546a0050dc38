import { letterGroups, PartyMessages, partyValues, validatePartyInput } from './parties';

describe('suppliers and clients (spec 3 §5.2)', () => {
  it('names the empty name in the kind of record', () => {
    expect(validatePartyInput('supplier', { name: '  ' })).toEqual([
      { field: 'name', message: 'Supplier name cannot be empty.' },
    ]);
    expect(validatePartyInput('client', { name: '' })[0].message).toBe(
      'Client name cannot be empty.',
    );
  });

  it('checks the one contact: a name and a valid phone (MY by default)', () => {
    expect(
      validatePartyInput('supplier', { name: 'A', contacts: [{ name: '', phoneNumber: '0123' }] }),
    ).toEqual([
      { field: 'contactName', message: 'Invalid supplier contact name.' },
      { field: 'contactPhone', message: 'Invalid supplier contact phone number.' },
    ]);
    expect(
      validatePartyInput('client', {
        name: 'A',
        contacts: [{ name: 'Ali', phoneNumber: '012-345 6789' }],
      }),
    ).toEqual([]);
    expect(
      validatePartyInput('supplier', {
        name: 'A',
        contacts: [
          { name: 'Ali', phoneNumber: '0123456789' },
          { name: 'Abu', phoneNumber: '0123456788' },
        ],
      }),
    ).toEqual([{ field: 'contacts', message: PartyMessages.oneContact }]);
  });

  it('refuses a bad e-mail, a third address line and a half-filled payment detail', () => {
    expect(
      validatePartyInput('supplier', {
        name: 'A',
        email: 'not-an-email',
        address: ['1', '2', '3'],
        paymentDetails: [{ name: 'Ali', accountNumber: '', bank: 'Maybank' }],
      }).map((p) => p.field),
    ).toEqual(['email', 'address', 'paymentDetails']);
  });

  it('stores blanks as null, the phone in E.164 and no empty contact or detail', () => {
    expect(
      partyValues({
        name: '  fresh   farm ',
        email: ' ',
        address: ['Jalan 1', ''],
        contacts: [{ name: '', phoneNumber: '' }],
        paymentDetails: [{ name: '', accountNumber: '', bank: '' }],
      }),
    ).toEqual({
      name: 'fresh farm',
      email: null,
      address: ['Jalan 1'],
      postcode: null,
      state: null,
      country: null,
      contact: null,
      paymentDetails: [],
    });
    expect(
      partyValues({ name: 'A', contacts: [{ name: 'Ali', phoneNumber: '012-345 6789' }] }).contact,
    ).toEqual({ name: 'Ali', phoneNumber: '+60123456789' });
  });

  it('groups names by their first letter, in the order given', () => {
    expect(
      letterGroups([
        { name: '7 Eleven' },
        { name: 'apple' },
        { name: 'Avocado' },
        { name: 'Bean' },
      ]),
    ).toEqual([
      { letter: '#', rows: [{ name: '7 Eleven' }] },
      { letter: 'A', rows: [{ name: 'apple' }, { name: 'Avocado' }] },
      { letter: 'B', rows: [{ name: 'Bean' }] },
    ]);
  });
});
