import {
  DEFAULT_PHONE_COUNTRY,
  PREFERRED_PHONE_COUNTRIES,
  isValidPhone,
  normalizePhone,
  validatePhone,
} from './phone';

describe('validatePhone', () => {
  it.each([
    ['+60 12-345 6789'],
    ['012-345 6789'],
    ['0123456789'],
    ['03-2161 1234'],
    ['+65 8123 4567'],
  ])('accepts %p', (value) => {
    expect(validatePhone(value)).toBeNull();
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([[''], ['   '], [null], [undefined]])('says %p is blank', (value) => {
    expect(validatePhone(value)).toBe('Phone number cannot be blank!');
    expect(isValidPhone(value)).toBe(false);
  });

  it.each([
    ['abc'],
    ['hello 012'],
    ['+60 12 34'], // too short
    ['012-34'], // too short
    ['0123456789012345'], // too long
    ['+65 1234 5678'], // Singapore numbers do not start with 1
    ['+24740123'], // Ascension Island (AC) is excluded
    ['+800 1234 5678'], // belongs to no country
  ])('says %p is invalid', (value) => {
    expect(validatePhone(value)).toBe('Phone number is invalid!');
    expect(isValidPhone(value)).toBe(false);
  });

  it('reads local numbers in the default country given', () => {
    expect(validatePhone('8123 4567')).toBe('Phone number is invalid!');
    expect(validatePhone('8123 4567', 'SG')).toBeNull();
  });

  it('defaults to Malaysia and prefers South-East Asia', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('MY');
    expect(PREFERRED_PHONE_COUNTRIES[0]).toBe('MY');
    expect(PREFERRED_PHONE_COUNTRIES).toHaveLength(10);
  });
});

describe('normalizePhone', () => {
  it('returns E.164', () => {
    expect(normalizePhone('+60 12-345 6789')).toBe('+60123456789');
    expect(normalizePhone('012-345 6789')).toBe('+60123456789');
    expect(normalizePhone('8123 4567', 'SG')).toBe('+6581234567');
    expect(normalizePhone('+65 8123 4567')).toBe('+6581234567');
  });

  it('throws the spec message on blank or invalid input', () => {
    expect(() => normalizePhone(' ')).toThrow('Phone number cannot be blank!');
    expect(() => normalizePhone('12')).toThrow('Phone number is invalid!');
  });
});
