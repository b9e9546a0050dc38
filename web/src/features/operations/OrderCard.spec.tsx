import { renderToStaticMarkup } from 'react-dom/server';
import { DASHBOARDS } from './dashboards';
import { OrderCard } from './OrderCard';
import type { LiveOrder } from './useLiveOrders';

/** What a waiter or a cook reads on a card (static HTML; the journeys click its buttons). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const noop = () => undefined;

const order: LiveOrder = {
  id: 'o1',
  orderCode: 'K7QM-2XHP-RA',
  tableName: 'Patio 5',
  channel: 'WEB',
  status: 'DRAFT',
  placedAt: '2026-03-05T10:00:00.000Z',
  note: 'Birthday: bring a candle',
  total: '27.5',
  items: [
    {
      name: 'Nasi Lemak',
      quantity: 2,
      price: '12.00',
      total: '24.00',
      note: 'No peanuts',
      options: ['Size: Large (+2.00)', 'Spice: Mild'],
    },
    {
      name: 'Teh Tarik',
      quantity: 1,
      price: '3.50',
      total: '3.50',
      note: null,
      options: [],
    },
  ],
};

function render(kind: 'waiter' | 'kitchen', extra: Partial<LiveOrder> = {}, minutes = 3) {
  return renderToStaticMarkup(
    <OrderCard
      order={{ ...order, ...extra }}
      dashboard={DASHBOARDS[kind]}
      now={Date.parse(order.placedAt) + minutes * 60_000}
      lit={false}
      busy={false}
      onPrimary={noop}
      onReject={noop}
    />,
  );
}

describe('an order card', () => {
  it('shows the table, the age, the code, the lines with options and notes, and the total', () => {
    const shown = text(render('waiter'));
    expect(shown).toContain('Patio 5');
    expect(shown).toContain('3 min ago');
    expect(shown).toContain('K7QM-2XHP-RA');
    expect(shown).toContain('2 × Nasi Lemak');
    expect(shown).toContain('Size: Large (+2.00)');
    expect(shown).toContain('Spice: Mild');
    expect(shown).toContain('Note: No peanuts');
    expect(shown).toContain('1 × Teh Tarik');
    expect(shown).toContain('Order note: Birthday: bring a candle');
    expect(shown).toContain('RM 27.50');
  });

  it('offers the waiter Confirm and the kitchen Mark served, both with Reject', () => {
    expect(text(render('waiter'))).toMatch(/Confirm.*Reject/);
    expect(text(render('kitchen'))).toMatch(/Mark served.*Reject/);
  });

  it('names the channel of an outside order and marks a late one', () => {
    const html = render('kitchen', { tableName: null, channel: 'WHATSAPP', note: null }, 25);
    expect(text(html)).toContain('WhatsApp order');
    expect(text(html)).not.toContain('Order note');
    expect(html).toContain('is-late');
  });
});
