import { itemUnitPrice, roundMoney } from '@mise/domain';
import type { AppOrderEntity, OrderLine } from './app-order.entity';
import type { GuestOrderModel, LiveOrderModel, OrderLineViewModel } from './app-order.model';

/** An order line as the guest and the dashboards read it (unit price with the options' add-ons). */
export function lineView(line: OrderLine): OrderLineViewModel {
  const options = line.options ?? [];
  return {
    name: line.name,
    quantity: Number(line.quantity),
    price: roundMoney(itemUnitPrice({ price: line.price, quantity: '1', options })),
    total: line.total,
    note: line.note ?? null,
    // orders from before issue 12 (and webhook orders) kept no option names: the variant's
    options: line.labels ?? options.map((o) => o.variantName),
  };
}

/** What `guestView` reads of an order (a stored one, or one just written: `placeOrder`). */
export type GuestViewSource = Pick<
  AppOrderEntity,
  | 'orderCode'
  | 'tableName'
  | 'status'
  | 'rejectReason'
  | 'orderTimestamp'
  | 'note'
  | 'items'
  | 'billings'
  | 'subTotal'
  | 'billingTotal'
  | 'total'
>;

/** What a guest sees of their order (no ids, no costs). */
export function guestView(o: GuestViewSource): GuestOrderModel {
  return {
    orderCode: o.orderCode,
    tableName: o.tableName ?? '',
    status: o.status,
    rejectReason: o.rejectReason,
    placedAt: o.orderTimestamp,
    note: o.note,
    items: o.items.map(lineView),
    billings: o.billings.map((b) => ({
      name: b.name,
      type: b.type,
      amountType: b.amountType,
      amount: b.amount,
      price: b.price,
    })),
    subTotal: o.subTotal,
    billingTotal: o.billingTotal,
    total: o.total,
  };
}

/** An order on the waiter's or the kitchen's dashboard. */
export function liveView(o: AppOrderEntity): LiveOrderModel {
  return {
    id: o.id,
    orderCode: o.orderCode,
    tableName: o.tableName,
    channel: o.channel,
    status: o.status,
    placedAt: o.orderTimestamp,
    confirmedAt: o.confirmedAt,
    servedAt: o.servedAt,
    rejectedAt: o.rejectedAt,
    rejectReason: o.rejectReason,
    note: o.note,
    items: o.items.map(lineView),
    total: o.total,
  };
}
