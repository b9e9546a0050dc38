import { NO_PURCHASE_ORDER } from './page';

/** A link without a sent purchase order (wrong, revoked, or the order deleted): spec 3 §2.5. */
export function NoPurchaseOrder() {
  return (
    <main className="sv-page">
      <section className="sv-panel sv-empty">
        <p>{NO_PURCHASE_ORDER}</p>
      </section>
    </main>
  );
}
