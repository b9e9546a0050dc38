/**
 * Suppliers and clients (spec 3 §2.4, §2.6, §3, §5.2, §8; issue 20): the directory's texts, the
 * rules of the Business Info / Client Info form and the values stored. The procurement service
 * and the web use these same functions.
 */
import { MAX_NAME_LENGTH, nameError, normalName } from './bounds';
import { isValidPhone, normalizePhone } from './phone';
import type { FieldError } from './validation';

export type PartyKind = 'supplier' | 'client';

/** Address lines a supplier or client keeps (spec 3 §3: two). */
export const MAX_ADDRESS_LINES = 2;
/** Contacts a supplier or client keeps (spec 3 §5.2: one). */
export const MAX_PARTY_CONTACTS = 1;
/** Payment details per supplier or client (a bound on what one request may write). */
export const MAX_PAYMENT_DETAILS = 10;

function partyMessages(Kind: 'Supplier' | 'Client', plural: string) {
  return {
    /** Success toasts (the web shows them after the action). */
    added: `${Kind} added successfully`,
    saved: `${Kind} saved successfully`,
    deleted: `${Kind} deleted successfully`,
    nameBlank: `${Kind} name cannot be empty.`,
    nameTaken: `${Kind} with that name already exists.`,
    /** Not in the spec: a name longer than a screen can show. */
    tooLong: `${Kind} name must be at most ${MAX_NAME_LENGTH} characters long`,
    notFound: `${Kind} not found`,
    /** The directory's empty text. */
    noneFound: `No ${plural} found`,
    add: `Add ${Kind}`,
    search: `Search ${Kind}`,
  };
}

export const PartyMessages = {
  supplier: {
    ...partyMessages('Supplier', 'suppliers'),
    usedByExpense: 'Unable to delete supplier. Supplier is being used by an expense.',
    /** Not in the spec (worded as the expense block): a draft or sent purchase order names it. */
    usedByPurchaseOrder: 'Unable to delete supplier. Supplier is being used by a purchase order.',
  },
  client: partyMessages('Client', 'clients'),
  /** The client screen reuses these texts, which still say supplier (spec 3 §5.2). */
  contactName: 'Invalid supplier contact name.',
  contactPhone: 'Invalid supplier contact phone number.',
  /** Not in the spec (the form has one contact): a request naming two. */
  oneContact: 'Only one contact is allowed.',
  /** Not in the spec: the e-mail field's check. */
  emailInvalid: 'Invalid e-mail address.',
  /** Not in the spec (the form has two lines). */
  addressTooLong: `An address has at most ${MAX_ADDRESS_LINES} lines.`,
  /** Not in the spec (a detail's three fields go together; an empty row is dropped). */
  paymentDetailIncomplete: 'Each payment detail needs a beneficiary name, account number and bank.',
  /** Not in the spec: a bound on one request. */
  tooManyPaymentDetails: `At most ${MAX_PAYMENT_DETAILS} payment details.`,
  /** The tabs that read documents other services keep (finance's expenses, the invoices). */
  noPastPurchases: 'No past purchases.',
  noSales: 'No sales yet',
  noCredit: 'No credit invoices yet',
} as const;

type Text = string | null | undefined;

export interface PartyFormInput {
  name?: Text;
  email?: Text;
  address?: Text[] | null;
  postcode?: Text;
  state?: Text;
  country?: Text;
  contacts?: Array<{ name?: Text; phoneNumber?: Text }> | null;
  paymentDetails?: Array<{ name?: Text; accountNumber?: Text; bank?: Text }> | null;
}

/** A supplier or client as stored: names normalised, the phone in E.164, blanks as null. */
export interface PartyValues {
  name: string;
  email: string | null;
  address: string[];
  postcode: string | null;
  state: string | null;
  country: string | null;
  contact: { name: string; phoneNumber: string } | null;
  paymentDetails: Array<{ name: string; accountNumber: string; bank: string }>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: Text): string | null {
  const t = normalName(value);
  return t ? t : null;
}

function isBlank(value: Text): boolean {
  return !normalName(value);
}

/** The spec's message for an e-mail field (blank is allowed), or null. */
export function partyEmailError(email: Text): string | null {
  return isBlank(email) || EMAIL.test(normalName(email)) ? null : PartyMessages.emailInvalid;
}

/** The spec's message for the contact's name when the contact has a phone, or null. */
export function contactNameError(name: Text): string | null {
  return isBlank(name) ? PartyMessages.contactName : null;
}

/** The spec's message for the contact's phone (MY by default), or null. */
export function contactPhoneError(phone: Text): string | null {
  return isValidPhone(phone) ? null : PartyMessages.contactPhone;
}

function isEmptyContact(c: { name?: Text; phoneNumber?: Text }): boolean {
  return isBlank(c.name) && isBlank(c.phoneNumber);
}

function isEmptyDetail(d: { name?: Text; accountNumber?: Text; bank?: Text }): boolean {
  return isBlank(d.name) && isBlank(d.accountNumber) && isBlank(d.bank);
}

/**
 * Every problem of a supplier's or client's form, in field order (spec 3 §5.2): the name, the
 * e-mail, the address lines, at most one contact with a name and a valid phone, complete payment
 * details. A contact or payment detail left wholly empty is no contact (no detail). Uniqueness is
 * the server's.
 */
export function validatePartyInput(kind: PartyKind, input: PartyFormInput): FieldError[] {
  const M = PartyMessages[kind];
  const problems: FieldError[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  add('name', nameError(normalName(input.name), { blank: M.nameBlank, tooLong: M.tooLong }));
  add('email', partyEmailError(input.email));
  const lines = (input.address ?? []).filter((l) => !isBlank(l));
  add('address', lines.length > MAX_ADDRESS_LINES ? PartyMessages.addressTooLong : null);
  const contacts = (input.contacts ?? []).filter((c) => !isEmptyContact(c));
  if (contacts.length > MAX_PARTY_CONTACTS) add('contacts', PartyMessages.oneContact);
  else if (contacts.length === 1) {
    add('contactName', contactNameError(contacts[0].name));
    add('contactPhone', contactPhoneError(contacts[0].phoneNumber));
  }
  const details = (input.paymentDetails ?? []).filter((d) => !isEmptyDetail(d));
  if (details.length > MAX_PAYMENT_DETAILS)
    add('paymentDetails', PartyMessages.tooManyPaymentDetails);
  else if (details.some((d) => isBlank(d.name) || isBlank(d.accountNumber) || isBlank(d.bank))) {
    add('paymentDetails', PartyMessages.paymentDetailIncomplete);
  }
  return problems;
}

/** The values stored for a valid input (call `validatePartyInput` first). */
export function partyValues(input: PartyFormInput): PartyValues {
  const contact = (input.contacts ?? []).find((c) => !isEmptyContact(c));
  return {
    name: normalName(input.name),
    email: text(input.email),
    address: (input.address ?? []).map(text).filter((l): l is string => l !== null),
    postcode: text(input.postcode),
    state: text(input.state),
    country: text(input.country),
    contact: contact
      ? { name: normalName(contact.name), phoneNumber: normalizePhone(contact.phoneNumber) }
      : null,
    paymentDetails: (input.paymentDetails ?? [])
      .filter((d) => !isEmptyDetail(d))
      .map((d) => ({
        name: normalName(d.name),
        accountNumber: normalName(d.accountNumber),
        bank: normalName(d.bank),
      })),
  };
}

/** A name as compared for uniqueness: `normalName` lower-cased (the tables' `name_key`). */
export function partyNameKey(name: Text): string {
  return normalName(name).toLowerCase();
}

/**
 * The directory's letter groups (spec 3 §2.4): rows in name order grouped by their first
 * letter, upper-cased; names starting with anything else under '#'.
 */
export function letterGroups<T extends { name: string }>(
  rows: readonly T[],
): Array<{ letter: string; rows: T[] }> {
  const groups: Array<{ letter: string; rows: T[] }> = [];
  for (const row of rows) {
    const first = row.name.trim().charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    const last = groups[groups.length - 1];
    if (last?.letter === letter) last.rows.push(row);
    else {
      const found = groups.find((g) => g.letter === letter);
      if (found) found.rows.push(row);
      else groups.push({ letter, rows: [row] });
    }
  }
  return groups;
}
