import { NO_INVOICE } from './page';

/** A link without a sent invoice (wrong, revoked, or the invoice deleted): spec 3 §2.8. */
export function NoInvoice() {
  return (
    <main className="sv-page">
      <section className="sv-panel sv-empty">
        <p>{NO_INVOICE}</p>
      </section>
    </main>
  );
}
