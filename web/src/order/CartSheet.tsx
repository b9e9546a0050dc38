import { formatRM } from './domain';
import {
  cartTotals,
  MAX_ORDER_NOTE,
  optionLabel,
  removeLine,
  setNote,
  setQuantity,
  type BillingAddOn,
  type Cart,
} from './cart';
import { Stepper } from './ItemSheet';
import { Sheet } from './Sheet';
import { Totals } from './Totals';
import { Alert } from '../public-entry/Alert';

/** The cart: lines (quantity, remove), the order note, billing add-ons, total, Place Order. */
export function CartSheet({
  cart,
  billings,
  tableName,
  sending,
  error,
  onChange,
  onPlace,
  onClose,
}: {
  cart: Cart;
  billings: readonly BillingAddOn[];
  tableName: string;
  sending: boolean;
  error: string | null;
  onChange: (cart: Cart) => void;
  onPlace: () => void;
  onClose: () => void;
}) {
  const totals = cartTotals(cart.lines, billings);
  return (
    <Sheet label="Your order" onClose={onClose}>
      <h2 className="sheet-title">Your order</h2>
      <p className="muted">Table {tableName}</p>
      {cart.lines.length === 0 ? (
        <p className="empty">Your order is empty. Add a dish from the menu.</p>
      ) : (
        <ul className="lines" aria-label="Dishes">
          {cart.lines.map((line, i) => (
            <li key={line.key} className="line">
              <div className="line-head">
                <span className="line-name">{line.name}</span>
                <span className="line-total">{formatRM(totals.lineTotals[i])}</span>
              </div>
              {line.options.length > 0 && (
                <ul className="line-options">
                  {line.options.map((o) => (
                    <li key={o.optionId}>{optionLabel(o)}</li>
                  ))}
                </ul>
              )}
              {line.note && <p className="line-note">Note: {line.note}</p>}
              <div className="line-actions">
                <Stepper
                  value={line.quantity}
                  name={`Quantity of ${line.name}`}
                  onChange={(q) => onChange(setQuantity(cart, line.key, q))}
                />
                <button
                  type="button"
                  className="link"
                  onClick={() => onChange(removeLine(cart, line.key))}
                  aria-label={`Remove ${line.name}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <label className="field">
        <span className="label">Note for the restaurant (optional)</span>
        <textarea
          value={cart.note}
          maxLength={MAX_ORDER_NOTE}
          rows={2}
          onChange={(e) => onChange(setNote(cart, e.target.value))}
        />
        <span className="counter">
          {cart.note.length}/{MAX_ORDER_NOTE}
        </span>
      </label>
      <Totals subTotal={totals.subTotal} billings={totals.billings} total={totals.total} />
      <Alert text={error} />
      <button
        type="button"
        className="primary wide"
        disabled={sending || cart.lines.length === 0}
        onClick={onPlace}
      >
        {sending ? 'Placing order…' : 'Place Order'}
      </button>
    </Sheet>
  );
}
