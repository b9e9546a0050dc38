import { PartyMessages } from '@mise/domain';
import { partyFormValues, partyInput, validatePartyForm } from './party-form';

describe('the supplier and client form', () => {
  const stored = {
    name: 'Fresh Farm',
    email: null,
    address: ['1 Jalan Ampang'],
    postcode: '50450',
    state: null,
    country: 'Malaysia',
    contact: { name: 'Ali', phoneNumber: '+60123456789' },
    paymentDetails: [{ name: 'Fresh Farm', accountNumber: '123', bank: 'Maybank' }],
  };

  it('round-trips a stored party through the form', () => {
    const values = partyFormValues(stored);
    expect(values).toMatchObject({ address1: '1 Jalan Ampang', address2: '', email: '' });
    expect(partyInput(values)).toEqual({
      name: 'Fresh Farm',
      email: null,
      address: ['1 Jalan Ampang'],
      postcode: '50450',
      state: null,
      country: 'Malaysia',
      contacts: [{ name: 'Ali', phoneNumber: '+60123456789' }],
      paymentDetails: [{ name: 'Fresh Farm', accountNumber: '123', bank: 'Maybank' }],
    });
  });

  it('sends no contact and no empty payment rows when nothing is typed', () => {
    const input = partyInput({
      ...partyFormValues(null),
      name: 'New',
      paymentDetails: [{ name: '', accountNumber: ' ', bank: '' }],
    });
    expect(input.contacts).toEqual([]);
    expect(input.paymentDetails).toEqual([]);
  });

  it("shows the spec's messages under the client's fields, which still say supplier", () => {
    const problems = validatePartyForm('client')({
      ...partyFormValues(null),
      contactName: '',
      contactPhone: '+6012',
    });
    expect(problems).toEqual([
      { field: 'name', message: 'Client name cannot be empty.' },
      { field: 'contactName', message: PartyMessages.contactName },
      { field: 'contactPhone', message: 'Invalid supplier contact phone number.' },
    ]);
  });
});
