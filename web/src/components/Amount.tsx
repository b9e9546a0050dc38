import type { DecimalInput } from '@mise/domain';
import { InputNumber, type InputNumberProps, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { AMOUNT_INPUT, formatAmount, type AmountKind } from '../lib/amounts';

/** An amount as text: "RM 1,234.50", "RM 1.2346" (unit cost), "12.5" (quantity). */
export function Amount({
  value,
  kind = 'money',
}: {
  value: DecimalInput | null | undefined;
  kind?: AmountKind;
}) {
  return <span className="mise-amount">{formatAmount(value, kind)}</span>;
}

/** A right-aligned table column of amounts. */
export function amountColumn<T>(
  key: string,
  title: ReactNode,
  value: (row: T) => DecimalInput | null | undefined,
  kind: AmountKind = 'money',
): TableColumnType<T> {
  return {
    title,
    key,
    align: 'right',
    className: 'mise-amount',
    render: (_: unknown, row: T) => formatAmount(value(row), kind),
  };
}

type DecimalInputProps = Omit<
  InputNumberProps<string>,
  'stringMode' | 'precision' | 'step' | 'value' | 'onChange'
> & {
  value?: string | null;
  onChange?: (value: string | null) => void;
};

function AmountInput({ kind, ...props }: DecimalInputProps & { kind: AmountKind }) {
  const { precision, step, prefix } = AMOUNT_INPUT[kind];
  return (
    <InputNumber<string>
      stringMode
      precision={precision}
      step={step}
      prefix={prefix}
      inputMode="decimal"
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** Money typed in RM, 2 decimals, as an exact decimal string (an antd Form.Item child). */
export function MoneyInput(props: DecimalInputProps) {
  return <AmountInput kind="money" {...props} />;
}

/** A unit cost typed in RM, 4 decimals. */
export function UnitCostInput(props: DecimalInputProps) {
  return <AmountInput kind="unitCost" {...props} />;
}

/** A quantity, 1 decimal, step 0.1. */
export function QuantityInput(props: DecimalInputProps) {
  return <AmountInput kind="quantity" {...props} />;
}
