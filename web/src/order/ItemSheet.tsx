import { formatRM } from './domain';
import { useState } from 'react';
import { addOnText, cartTotals, clampQuantity, MAX_ITEM_NOTE, MAX_QUANTITY } from './cart';
import {
  choiceHint,
  chosenOptions,
  isChosen,
  isOptionDisabled,
  maxChoiceOf,
  toggleOption,
  type ChoiceVariant,
  type ChosenOption,
  type Selection,
} from './choices';
import { Photo } from './Photo';
import { Sheet } from './Sheet';
import type { MenuItem } from './types';

export interface ItemChoice {
  options: ChosenOption[];
  quantity: number;
  note: string;
}

/** A dish: its variants (SINGLE / MULTIPLE, max choice held), quantity 1..99, a note, Add. */
export function ItemSheet({
  item,
  onAdd,
  onClose,
}: {
  item: MenuItem;
  onAdd: (choice: ItemChoice) => void;
  onClose: () => void;
}) {
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const variants = item.variants as readonly ChoiceVariant[];
  const options = chosenOptions(selection, variants);
  const total = cartTotals([{ price: item.price, options, quantity }], []).subTotal;

  return (
    <Sheet label={item.name} onClose={onClose}>
      {item.photoUrl && (
        <Photo url={item.photoUrl} name={item.name} className="sheet-photo" eager />
      )}
      <h2 className="sheet-title">{item.name}</h2>
      {item.description && <p className="muted">{item.description}</p>}
      <p className="price">{formatRM(item.price)}</p>
      {variants.map((variant) => {
        const full =
          variant.variantType === 'MULTIPLE' &&
          (selection[variant.variantId] ?? []).length >= maxChoiceOf(variant);
        return (
          <fieldset key={variant.variantId} className="variant">
            <legend>
              {variant.name}{' '}
              <span className={full ? 'hint hint-full' : 'hint'}>{choiceHint(variant)}</span>
            </legend>
            {variant.options.map((option) => {
              const chosen = isChosen(selection, variant, option.optionId);
              const disabled = isOptionDisabled(selection, variant, option.optionId);
              const toggle = () => setSelection((s) => toggleOption(s, variant, option.optionId));
              return (
                <label key={option.optionId} className={disabled ? 'option disabled' : 'option'}>
                  {variant.variantType === 'SINGLE' ? (
                    // A radio that can be cleared: tapping the chosen one again unselects it.
                    <input
                      type="radio"
                      name={variant.variantId}
                      checked={chosen}
                      onChange={() => undefined}
                      onClick={toggle}
                    />
                  ) : (
                    <input type="checkbox" checked={chosen} disabled={disabled} onChange={toggle} />
                  )}
                  <span className="option-name">{option.name}</span>
                  <span className="option-price">{addOnText(option.addOnPrice)}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <div className="field">
        <span className="label" id="quantity-label">
          Quantity
        </span>
        <Stepper
          value={quantity}
          onChange={(q) => setQuantity(clampQuantity(q))}
          labelledBy="quantity-label"
        />
      </div>
      <label className="field">
        <span className="label">Note for the kitchen (optional)</span>
        <textarea
          value={note}
          maxLength={MAX_ITEM_NOTE}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          placeholder="No chilli, less sugar…"
        />
        <span className="counter">
          {note.length}/{MAX_ITEM_NOTE}
        </span>
      </label>
      <button
        type="button"
        className="primary wide"
        onClick={() => onAdd({ options, quantity, note })}
      >
        Add to order · {formatRM(total)}
      </button>
    </Sheet>
  );
}

/** − n + within 1..99. */
export function Stepper({
  value,
  onChange,
  labelledBy,
  name,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy?: string;
  name?: string;
}) {
  return (
    <div className="stepper" role="group" aria-labelledby={labelledBy} aria-label={name}>
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
