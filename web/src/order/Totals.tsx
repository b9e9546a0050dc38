import { formatRM } from './domain';
import { billingLabel } from './status';

interface TotalsProps {
  subTotal: string;
  billings: ReadonlyArray<{ name: string; amountType: string; amount: string; price: string }>;
  total: string;
}

/** Sub total, each billing add-on as the server prices it, and the total: the cart and the status. */
export function Totals({ subTotal, billings, total }: TotalsProps) {
  return (
    <dl className="totals" aria-label="Totals">
      <div>
        <dt>Sub total</dt>
        <dd>{formatRM(subTotal)}</dd>
      </div>
      {billings.map((b, i) => (
        <div key={`${b.name}-${i}`}>
          <dt>{billingLabel(b)}</dt>
          <dd>{formatRM(b.price)}</dd>
        </div>
      ))}
      <div className="grand">
        <dt>Total</dt>
        <dd>{formatRM(total)}</dd>
      </div>
    </dl>
  );
}
