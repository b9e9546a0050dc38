import { checkSupplierOffer, dec, offerDecisions, type SupplierOffer } from '@mise/domain';
import { BadInputError, type Tx } from '@mise/platform';

/** An answer's offer fields (`SupplierItemAnswer.unitPrice`, `.substitute`). */
interface OfferAnswer {
  id: string;
  unitPrice?: string | null;
  substitute?: { name: string; unitPrice?: string | null } | null;
}

export interface LineOffer extends SupplierOffer {
  id: string;
  priceDecision: 'PENDING' | null;
  substituteDecision: 'PENDING' | null;
}

/**
 * 20-beyond: the supplier's offers on the answered lines, checked (BAD_USER_INPUT on `items`
 * otherwise); a price equal to the line's cost is a confirmation (no difference to decide).
 */
export function supplierOffers(
  items: ReadonlyArray<{ id: string; inventoryName: string; cost: string }>,
  answers: readonly OfferAnswer[],
): LineOffer[] {
  const byId = new Map((answers ?? []).map((a) => [String(a.id).toLowerCase(), a]));
  return items.map((item) => {
    const checked = checkSupplierOffer(byId.get(item.id.toLowerCase()), item.inventoryName);
    if (!checked.ok) throw new BadInputError(checked.message, 'items');
    const decisions = offerDecisions(checked.offer, item.cost);
    return {
      id: item.id,
      ...checked.offer,
      priceDecision: decisions.price === 'PENDING' ? 'PENDING' : null,
      substituteDecision: decisions.substitute === 'PENDING' ? 'PENDING' : null,
    };
  });
}

/** Keeps the offers beside the outlet's values (answering again replaces them, undecided). */
export async function storeSupplierOffers(
  tx: Tx,
  purchaseOrderId: string,
  offers: readonly LineOffer[],
): Promise<void> {
  await tx.manager.query(
    `UPDATE purchase_order_items i
        SET supplier_unit_price = o.unit_price, price_decision = o.price_decision,
            substitute_name = o.substitute_name, substitute_unit_price = o.substitute_unit_price,
            substitute_decision = o.substitute_decision
       FROM unnest($2::uuid[], $3::numeric[], $4::text[], $5::text[], $6::numeric[], $7::text[])
            AS o(id, unit_price, price_decision, substitute_name, substitute_unit_price,
                 substitute_decision)
      WHERE i.id = o.id AND i.purchase_order_id = $1`,
    [
      purchaseOrderId,
      offers.map((o) => o.id),
      offers.map((o) => o.unitPrice),
      offers.map((o) => o.priceDecision),
      offers.map((o) => o.substituteName),
      offers.map((o) => o.substituteUnitPrice),
      offers.map((o) => o.substituteDecision),
    ],
  );
}

/** The offer as the public page shows it back. */
export function offerView(o: {
  supplierUnitPrice?: string | null;
  unitPrice?: string | null;
  substituteName: string | null;
  substituteUnitPrice: string | null;
}) {
  const price = o.supplierUnitPrice ?? o.unitPrice ?? null;
  return {
    supplierUnitPrice: price == null ? null : dec(price),
    substituteName: o.substituteName,
    substituteUnitPrice: o.substituteUnitPrice == null ? null : dec(o.substituteUnitPrice),
  };
}
