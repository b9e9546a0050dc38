import { formatRM } from './domain';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../public-entry/graphql';
import { request } from './api';
import {
  isFinalStatus,
  STATUS_POLL_MS,
  STATUS_STEPS,
  STATUS_TEXT,
  stepReached,
  type GuestOrderStatus,
} from './status';
import { Totals } from './Totals';
import type { GuestOrder, OrderStatusQuery, OrderStatusQueryVariables } from './types';
import { Alert } from '../public-entry/Alert';

/**
 * The order's status, asked every 5 s while the page is visible (not while hidden, not once it
 * is served or rejected), so the guest can keep it open at the table.
 */
function usePolledOrder(orderCode: string, token: string, initial: GuestOrder | null) {
  const [order, setOrder] = useState<GuestOrder | null>(initial);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fresh = useRef(initial !== null);
  const final = order !== null && isFinalStatus(order.status);

  useEffect(() => {
    if (final || missing) return;
    let cancelled = false;
    let timer: number | undefined;
    let inFlight = false;
    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      if (!cancelled && visible() && timer === undefined && !inFlight) {
        timer = window.setTimeout(() => void poll(), STATUS_POLL_MS);
      }
    };
    const poll = async () => {
      timer = undefined;
      inFlight = true;
      try {
        const data = await request<OrderStatusQuery, OrderStatusQueryVariables>('OrderStatus', {
          orderCode,
          token,
        });
        if (cancelled) return;
        setProblem(null);
        if (!data.orderStatus) {
          setMissing(true);
          return;
        }
        setOrder(data.orderStatus);
        if (isFinalStatus(data.orderStatus.status)) return;
      } catch (error) {
        if (cancelled) return;
        setProblem(errorText(error, String(error)));
      } finally {
        inFlight = false;
      }
      schedule();
    };
    const onVisibility = () => {
      if (!visible()) {
        window.clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined && !inFlight) {
        void poll();
      }
    };
    if (fresh.current) {
      fresh.current = false;
      schedule();
    } else if (visible()) {
      void poll();
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [orderCode, token, final, missing]);

  return { order, missing, problem };
}

export function StatusScreen({
  orderCode,
  token,
  initial,
  onNewOrder,
  onForget,
}: {
  orderCode: string;
  token: string;
  initial: GuestOrder | null;
  onNewOrder: () => void;
  onForget: () => void;
}) {
  const { order, missing, problem } = usePolledOrder(orderCode, token, initial);

  if (missing) {
    return (
      <section className="panel" aria-label="Order status">
        <h1>Order {orderCode}</h1>
        <p>We could not find this order any more.</p>
        <button type="button" className="primary wide" onClick={onForget}>
          Start a new order
        </button>
      </section>
    );
  }
  if (!order) {
    return (
      <section className="panel" aria-label="Order status" aria-busy="true">
        <h1>Order {orderCode}</h1>
        <div className="skeleton-line" />
        <div className="skeleton-line short" />
        <Alert text={problem} />
      </section>
    );
  }
  const status: GuestOrderStatus = order.status;
  const text = STATUS_TEXT[status];
  const reached = stepReached(status);
  return (
    <section className="panel" aria-label="Order status">
      <p className="muted">Table {order.tableName} · your order code</p>
      <h1 className="code" data-testid="order-code">
        {order.orderCode}
      </h1>
      <div className={`status status-${status.toLowerCase()}`} role="status" aria-live="polite">
        <p className="status-title" data-testid="order-status">
          {text.title}
        </p>
        <p>{text.detail}</p>
        {status === 'REJECTED' && order.rejectReason && (
          <p className="reason">Reason: {order.rejectReason}</p>
        )}
      </div>
      {status !== 'REJECTED' && (
        <ol className="steps" aria-label="Progress">
          {STATUS_STEPS.map((step, i) => (
            <li
              key={step}
              className={i <= reached ? 'done' : ''}
              aria-current={i === reached ? 'step' : undefined}
            >
              {step}
            </li>
          ))}
        </ol>
      )}
      <Alert text={problem} />
      <ul className="lines" aria-label="Dishes">
        {order.items.map((item, i) => (
          <li key={i} className="line">
            <div className="line-head">
              <span className="line-name">
                {item.quantity} × {item.name}
              </span>
              <span className="line-total">{formatRM(item.total)}</span>
            </div>
            {item.options.length > 0 && (
              <ul className="line-options">
                {item.options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            )}
            {item.note && <p className="line-note">Note: {item.note}</p>}
          </li>
        ))}
      </ul>
      {order.note && <p className="line-note">Order note: {order.note}</p>}
      <Totals subTotal={order.subTotal} billings={order.billings} total={order.total} />
      <button type="button" className="secondary wide" onClick={onNewOrder}>
        Start a new order
      </button>
    </section>
  );
}
