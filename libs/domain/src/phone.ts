import {
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { Messages } from './messages';

// The "max" metadata checks the digits themselves; the default "min" metadata only checks the
// length. The web phone input should use react-phone-number-input/max so that both agree.

export type PhoneCountry = CountryCode;

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'MY';
export const PREFERRED_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  'MY',
  'SG',
  'ID',
  'TH',
  'VN',
  'BN',
  'PH',
  'MM',
  'KH',
  'LA',
];
/** Countries the phone input leaves out; their numbers are invalid here. */
export const EXCLUDED_PHONE_COUNTRIES: readonly PhoneCountry[] = ['AC'];

function parseValid(value: string, defaultCountry: PhoneCountry): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(value, defaultCountry);
  if (!phone?.isValid()) return undefined;
  // Numbers of no country (+800 freephone and the like) and of excluded countries are refused.
  if (phone.country === undefined || EXCLUDED_PHONE_COUNTRIES.includes(phone.country)) {
    return undefined;
  }
  return phone;
}

function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value == null || value.trim() === '';
}

export function isValidPhone(
  value: string | null | undefined,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): boolean {
  return !isBlank(value) && parseValid(value, defaultCountry) !== undefined;
}

/** The spec's message for a phone input, or null when the number is valid. */
export function validatePhone(
  value: string | null | undefined,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  if (isBlank(value)) return Messages.onboarding.phoneBlank;
  return parseValid(value, defaultCountry) ? null : Messages.onboarding.phoneInvalid;
}

/** The number in E.164 ("012-345 6789" -> "+60123456789"); throws with the spec message if invalid. */
export function normalizePhone(
  value: string | null | undefined,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string {
  if (isBlank(value)) throw new Error(Messages.onboarding.phoneBlank);
  const phone = parseValid(value, defaultCountry);
  if (!phone) throw new Error(Messages.onboarding.phoneInvalid);
  return phone.number;
}
