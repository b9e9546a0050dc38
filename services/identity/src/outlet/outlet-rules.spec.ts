import { IdentityMessages } from '@mise/domain';
import { validateDeliveryInfo, validateOperatingHours } from './outlet-rules';

const M = IdentityMessages.outlet;
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);
const day = (dayOfOperation: string, ...times: [string, string][]) => ({
  dayOfOperation,
  isOpen: times.length > 0,
  timesOfOperation: times.map(([fromTime, toTime]) => ({ fromTime, toTime })),
});

describe('validateDeliveryInfo', () => {
  it('accepts known delivery types and named other ones', () => {
    expect(
      validateDeliveryInfo({
        deliveryTypes: ['GRABFOOD', 'IN_HOUSE'],
        otherDeliveryTypes: ['Lalamove'],
      }),
    ).toEqual([]);
    expect(validateDeliveryInfo({ deliveryTypes: [], otherDeliveryTypes: [] })).toEqual([]);
  });

  it.each([[['']], [['grabfood']], [['UBER_EATS']]])('refuses delivery types %j', (types) => {
    expect(
      messages(validateDeliveryInfo({ deliveryTypes: types, otherDeliveryTypes: [] })),
    ).toEqual([expect.stringContaining('Kindly choose delivery types from GRABFOOD, FOODPANDA')]);
  });

  it('refuses a delivery type twice, and blank or repeated other types', () => {
    expect(
      messages(
        validateDeliveryInfo({
          deliveryTypes: ['IN_HOUSE', 'IN_HOUSE'],
          otherDeliveryTypes: [' '],
        }),
      ),
    ).toEqual([M.deliveryTypeRepeated, M.otherDeliveryTypeBlank]);
    expect(
      messages(
        validateDeliveryInfo({ deliveryTypes: [], otherDeliveryTypes: ['Lalamove', 'lalamove '] }),
      ),
    ).toEqual([M.otherDeliveryTypeRepeated]);
  });
});

describe('validateOperatingHours', () => {
  it('accepts weekdays with HH:mm times from before to, and closed days without times', () => {
    expect(
      validateOperatingHours([
        day('MONDAY', ['00:00', '11:30'], ['13:00', '23:59']),
        day('SUNDAY'),
      ]),
    ).toEqual([]);
  });

  it.each(['', 'monday', 'TUESADY', 'Funday'])('refuses the day %j', (name) => {
    expect(messages(validateOperatingHours([day(name)]))).toEqual([
      expect.stringContaining('Kindly choose a day of operation from MONDAY, TUESDAY'),
    ]);
  });

  it('refuses a day twice', () => {
    expect(messages(validateOperatingHours([day('MONDAY'), day('MONDAY')]))).toEqual([
      M.dayRepeated,
    ]);
  });

  it.each([
    ['not a time', '10:00'],
    ['09:00', '99:99'],
    ['9:00', '10:00'],
    ['24:00', '23:00'],
    ['', '10:00'],
    ['10:60', '11:00'],
  ])('refuses the times %j to %j', (from, to) => {
    expect(messages(validateOperatingHours([day('MONDAY', [from, to])]))).toEqual([M.timeInvalid]);
  });

  it.each([
    ['10:00', '10:00'],
    ['22:00', '08:00'],
  ])('refuses %s to %s (from must be before to)', (from, to) => {
    expect(messages(validateOperatingHours([day('FRIDAY', [from, to])]))).toEqual([M.timeOrder]);
  });
});
