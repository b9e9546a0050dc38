import { Injectable } from '@nestjs/common';
import type { Tx } from '@mise/platform';
import { OutletProfileProjection } from '../onboarding/outlet-profile.projection';
import { OwnerContactProjection } from '../onboarding/owner-contact.projection';

/** What the supplier page and the PDF say about the outlet that sent the purchase order. */
export interface OutletDetails {
  outletName: string;
  /** the address as identity holds it (one text), as lines */
  outletAddress: string[];
  /** the outlet's contact number, else the owner's WhatsApp number (E.164) */
  ownerNumber: string | null;
  ownerEmail: string | null;
  /** issue 23: the outlet's bank details (the invoice's beneficiary); null unless all three set */
  paymentDetails: { name: string; accountNumber: string; bank: string } | null;
}

/**
 * The outlet's details for outsiders, from the purchase-order module's projections of identity's
 * outlet profile and owner contact (each asked of identity once when missing).
 */
@Injectable()
export class OutletDetailsReader {
  constructor(
    private readonly profiles: OutletProfileProjection,
    private readonly contacts: OwnerContactProjection,
  ) {}

  /** The details of `tx`'s outlet. */
  async read(tx: Tx): Promise<OutletDetails> {
    const profile = await this.profiles.current(tx);
    const owner = await this.contacts.ofOutletOwner(tx);
    return {
      outletName: profile?.outletName ?? '',
      outletAddress: addressLines(profile?.outletAddress ?? ''),
      ownerNumber: profile?.contactNumber || owner?.whatsappNumber || null,
      ownerEmail: owner?.email || null,
      paymentDetails: completePaymentDetails(profile?.paymentDetails),
    };
  }
}

/** The address text as lines (split at line breaks), blank ones left out. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The outlet's payment details when its beneficiary, account number and bank are all given. */
function completePaymentDetails(
  p: { name: string | null; accountNumber: string | null; bank: string | null } | undefined,
): OutletDetails['paymentDetails'] {
  const name = p?.name?.trim();
  const accountNumber = p?.accountNumber?.trim();
  const bank = p?.bank?.trim();
  return name && accountNumber && bank ? { name, accountNumber, bank } : null;
}
