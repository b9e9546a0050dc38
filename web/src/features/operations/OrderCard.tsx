import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { Amount } from '../../components/Amount';
import type { Dashboard } from './dashboards';
import { ageLevel, ageText, orderPlace } from './live-orders';
import type { LiveOrder } from './useLiveOrders';

export interface OrderCardProps {
  order: LiveOrder;
  dashboard: Dashboard;
  now: number;
  /** Arrived while the screen was open: lit for a few seconds. */
  lit: boolean;
  /** An action on this order is under way. */
  busy: boolean;
  onPrimary: (order: LiveOrder) => void;
  onReject: (order: LiveOrder) => void;
}

/**
 * One order on a dashboard: where it is for (the table, large), when it was placed and how long
 * ago, its code, lines with options and notes, the order's note and total, then the actions
 * (Confirm or Mark served, and Reject) as large touch targets.
 */
export function OrderCard({
  order,
  dashboard,
  now,
  lit,
  busy,
  onPrimary,
  onReject,
}: OrderCardProps) {
  const place = orderPlace(order);
  const level = ageLevel(order.placedAt, now);
  return (
    <article
      className={`mise-order-card is-${level}${lit ? ' is-new' : ''}`}
      aria-label={`Order ${order.orderCode}, ${place}`}
      data-testid="order-card"
    >
      <header className="mise-order-head">
        <div className="mise-order-place">{place}</div>
        <div className="mise-order-when">
          <time dateTime={order.placedAt}>{dayjs(order.placedAt).format('HH:mm')}</time>
          <span aria-hidden> · </span>
          <span className="mise-order-age">{ageText(order.placedAt, now)}</span>
          {lit && <span className="mise-order-new-tag">New</span>}
        </div>
        <div className="mise-order-code">{order.orderCode}</div>
      </header>
      <ul className="mise-order-lines" aria-label="Items">
        {order.items.map((line, index) => (
          <li key={index}>
            <div className="mise-order-line">
              <span className="mise-order-qty">{line.quantity} ×</span>
              <span className="mise-order-name">{line.name}</span>
            </div>
            {line.options.map((option) => (
              <div key={option} className="mise-order-option">
                {option}
              </div>
            ))}
            {line.note && <div className="mise-order-line-note">Note: {line.note}</div>}
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="mise-order-note">
          <strong>Order note:</strong> {order.note}
        </p>
      )}
      <div className="mise-order-total">
        <span>Total</span>
        <Amount value={order.total} />
      </div>
      <footer className="mise-order-actions">
        <Button
          type="primary"
          size="large"
          icon={<CheckOutlined />}
          loading={busy}
          onClick={() => onPrimary(order)}
        >
          {dashboard.primaryAction}
        </Button>
        <Button
          danger
          size="large"
          icon={<CloseOutlined />}
          disabled={busy}
          onClick={() => onReject(order)}
        >
          Reject
        </Button>
      </footer>
    </article>
  );
}
