import { nameError, normalName } from './bounds';
import { Messages } from './messages';
import { cmp, isDecimal, isPositive, type DecimalInput } from './money';
import { isValidPhone, validatePhone } from './phone';

/** One message for one input field. Validators return them in field order; empty when valid. */
export interface FieldError {
  field: string;
  message: string;
}

/** Same values as BillingType and AmountType in @mise/contracts. */
export type BillingTypeValue = 'ADD' | 'DEDUCT';
export type AmountTypeValue = 'NUMBER' | 'PERCENTAGE';
export const BILLING_TYPE_VALUES: readonly BillingTypeValue[] = ['ADD', 'DEDUCT'];
export const AMOUNT_TYPE_VALUES: readonly AmountTypeValue[] = ['NUMBER', 'PERCENTAGE'];

type Text = string | null | undefined;

function isBlank(value: Text): boolean {
  return value == null || value.trim() === '';
}

/** Collects the message of every check that fails, in the order given. */
function collect(checks: [field: string, message: string | null][]): FieldError[] {
  return checks.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

function isOneOf(values: readonly string[], value: unknown): boolean {
  return values.some((v) => v === value);
}

function required(value: Text, message: string): string | null {
  return isBlank(value) ? message : null;
}

export interface OutletInput {
  outletName?: Text;
  outletAddress?: Text;
}

export function validateOutletInput(input: OutletInput): FieldError[] {
  return collect([
    [
      'outletName',
      nameError(normalName(input.outletName), {
        blank: Messages.onboarding.outletNameBlank,
        tooLong: Messages.onboarding.outletNameTooLong,
      }),
    ],
    ['outletAddress', required(input.outletAddress, Messages.onboarding.outletAddressBlank)],
  ]);
}

export function validateOwnerPhone(whatsappNumber: Text): FieldError[] {
  return collect([['whatsappNumber', validatePhone(whatsappNumber)]]);
}

export interface ProfileInput {
  outletAddress?: Text;
  contactNumber?: Text;
  /** The beneficiary name of the payment details. */
  name?: Text;
  accountNumber?: Text;
  bankName?: Text;
}

function contactNumberMessage(contactNumber: Text): string | null {
  if (isBlank(contactNumber)) return Messages.profile.contactNumberRequired;
  return isValidPhone(contactNumber) ? null : Messages.profile.contactNumberInvalid;
}

export function validateProfileInput(input: ProfileInput): FieldError[] {
  return collect([
    ['outletAddress', required(input.outletAddress, Messages.profile.addressRequired)],
    ['contactNumber', contactNumberMessage(input.contactNumber)],
    ['name', required(input.name, Messages.profile.beneficiaryNameRequired)],
    ['accountNumber', required(input.accountNumber, Messages.profile.accountNumberRequired)],
    ['bankName', required(input.bankName, Messages.profile.bankNameRequired)],
  ]);
}

export interface BillingAddOnInput {
  name?: Text;
  type?: BillingTypeValue | null;
  /** A decimal string or a number: RM for NUMBER, percent for PERCENTAGE. */
  amount?: DecimalInput | null;
  amountType?: AmountTypeValue | null;
  enabled?: boolean | null;
}

function amountMessage(amount: BillingAddOnInput['amount'], amountType: Text): string | null {
  if (!isDecimal(amount) || !isPositive(amount)) return Messages.billing.amountInvalid;
  if (amountType === 'PERCENTAGE' && (cmp(amount, 1) < 0 || cmp(amount, 100) > 0)) {
    return Messages.billing.percentageInvalid;
  }
  return null;
}

/** Amount above 0 first; then a percentage must be within 1..100 inclusive. */
export function validateBillingAddOn(input: BillingAddOnInput): FieldError[] {
  return collect([
    ['name', required(input.name, Messages.billing.nameRequired)],
    ['type', isOneOf(BILLING_TYPE_VALUES, input.type) ? null : Messages.billing.typeRequired],
    ['amount', amountMessage(input.amount, input.amountType)],
    [
      'amountType',
      isOneOf(AMOUNT_TYPE_VALUES, input.amountType) ? null : Messages.billing.amountTypeRequired,
    ],
    ['enabled', typeof input.enabled === 'boolean' ? null : Messages.billing.enabledRequired],
  ]);
}
