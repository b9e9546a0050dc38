import { RevisedOutletRowEntity } from '@mise/platform';
import { Column, Entity } from 'typeorm';

/** One contact of a supplier or client (spec 3 §5.2: at most one). */
export interface PartyContact {
  name: string;
  phoneNumber: string;
}

/** A bank account a supplier or client is paid to or pays from. */
export interface PaymentDetail {
  name: string;
  accountNumber: string;
  bank: string;
}

/**
 * The columns suppliers and clients share (spec 3 §3 "Supplier and client"). An absent contact
 * is null and absent payment details an empty list, not the old product's 'NA' strings.
 * `revision` (+1 per committed change) is what `procurement.supplier.*` events carry.
 */
export abstract class PartyRow extends RevisedOutletRowEntity {
  @Column({ type: 'text' })
  name!: string;

  /** `name` lower-cased, trimmed, spaces collapsed: unique per outlet */
  @Column({ name: 'name_key', type: 'text' })
  nameKey!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** up to two lines */
  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  address!: string[];

  @Column({ type: 'text', nullable: true })
  postcode!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  contact!: PartyContact | null;

  @Column({ name: 'payment_details', type: 'jsonb', default: () => `'[]'::jsonb` })
  paymentDetails!: PaymentDetail[];
}

/** A supplier the outlet buys from (spec 3 §2.4). */
@Entity('suppliers')
export class SupplierEntity extends PartyRow {}

/** A client the outlet invoices (spec 3 §2.6). */
@Entity('clients')
export class ClientEntity extends PartyRow {}

/** The values a form sets (`PartyValues` of @mise/domain), as stored in a row. */
export function storedParty(row: PartyRow) {
  return {
    name: row.name,
    email: row.email,
    address: row.address,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
    contact: row.contact,
    paymentDetails: row.paymentDetails,
  };
}
