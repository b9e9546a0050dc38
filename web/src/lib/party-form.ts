import {
  validatePartyInput,
  type FieldError,
  type PartyFormInput,
  type PartyKind,
} from '@mise/domain';

/** A supplier or client as the detail screens read it (their `…Fields` fragments). */
export interface PartyShape {
  name: string;
  email: string | null;
  address: readonly string[];
  postcode: string | null;
  state: string | null;
  country: string | null;
  contact: { name: string; phoneNumber: string } | null;
  paymentDetails: ReadonlyArray<{ name: string; accountNumber: string; bank: string }>;
}

/** The Business Info / Client Info form: two address lines, one contact, payment detail rows. */
export interface PartyFormValues {
  name: string;
  email: string;
  address1: string;
  address2: string;
  postcode: string;
  state: string;
  country: string;
  contactName: string;
  contactPhone: string;
  paymentDetails: Array<{ name: string; accountNumber: string; bank: string }>;
}

/** The form's values for a stored party, or empty ones for a new one. */
export function partyFormValues(party: PartyShape | null): PartyFormValues {
  return {
    name: party?.name ?? '',
    email: party?.email ?? '',
    address1: party?.address[0] ?? '',
    address2: party?.address[1] ?? '',
    postcode: party?.postcode ?? '',
    state: party?.state ?? '',
    country: party?.country ?? '',
    contactName: party?.contact?.name ?? '',
    contactPhone: party?.contact?.phoneNumber ?? '',
    paymentDetails: (party?.paymentDetails ?? []).map((d) => ({ ...d })),
  };
}

/**
 * What the form sends (`PartyInput`): the contact only when a name or phone is typed, payment
 * rows left wholly empty dropped; the server trims and keeps blanks as null.
 */
export function partyInput(values: Partial<PartyFormValues>): PartyFormInput & {
  name: string;
  address: string[];
  contacts: Array<{ name: string; phoneNumber: string }>;
  paymentDetails: Array<{ name: string; accountNumber: string; bank: string }>;
} {
  const t = (v: string | undefined | null) => (v ?? '').trim();
  const contact = { name: t(values.contactName), phoneNumber: t(values.contactPhone) };
  return {
    name: t(values.name),
    email: t(values.email) || null,
    address: [t(values.address1), t(values.address2)].filter(Boolean),
    postcode: t(values.postcode) || null,
    state: t(values.state) || null,
    country: t(values.country) || null,
    contacts: contact.name || contact.phoneNumber ? [contact] : [],
    paymentDetails: (values.paymentDetails ?? [])
      .map((d) => ({
        name: t(d?.name),
        accountNumber: t(d?.accountNumber),
        bank: t(d?.bank),
      }))
      .filter((d) => d.name || d.accountNumber || d.bank),
  };
}

/** The spec's messages of the form's fields (`domainRule` reads them by field name). */
export function validatePartyForm(kind: PartyKind) {
  return (values: Partial<PartyFormValues>): FieldError[] =>
    validatePartyInput(kind, partyInput(values));
}
