import {
  DEFAULT_PHONE_COUNTRY,
  EXCLUDED_PHONE_COUNTRIES,
  PREFERRED_PHONE_COUNTRIES,
} from '@mise/domain';
import PhoneNumberInput, { getCountries, type Country } from 'react-phone-number-input/max';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import './PhoneInput.css';

/** Every country but those the spec leaves out (AC), the preferred ones first. */
const COUNTRIES = getCountries().filter(
  (c) => !(EXCLUDED_PHONE_COUNTRIES as readonly string[]).includes(c),
);
const ORDER = [...PREFERRED_PHONE_COUNTRIES, '|', '...'] as const;

export interface PhoneInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
}

/**
 * The phone input of onboarding and Settings > Profile (spec 2.7): country MY by default, the
 * spec's preferred countries first, AC left out, flags bundled (no CDN), full ("max") metadata, as
 * the server validates with. The value is E.164 ("+60123456789"), or "" when empty. Works as an
 * antd Form.Item child (value / onChange).
 */
export function PhoneInput({
  id,
  value,
  onChange,
  disabled,
  placeholder,
  'aria-invalid': invalid,
}: PhoneInputProps) {
  return (
    <PhoneNumberInput
      id={id}
      className={`mise-phone${invalid ? ' mise-phone-invalid' : ''}`}
      international={false}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      countries={COUNTRIES}
      countryOptionsOrder={ORDER as unknown as Country[]}
      flags={flags}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      disabled={disabled}
      placeholder={placeholder ?? 'Phone number'}
      aria-invalid={invalid}
      numberInputProps={{ 'aria-label': 'Phone number' }}
    />
  );
}
