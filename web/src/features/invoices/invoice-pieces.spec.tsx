import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { InvoiceFieldsFragment } from '../../generated/graphql';
import CreateInvoicesPage from './CreateInvoicesPage';
import { DraftInvoiceCard } from './DraftInvoiceCard';
import InvoiceListPage from './InvoiceListPage';
import { InvoiceMessages } from './texts';

// No DOM here: the session (localStorage, window events) stays out; the card's queries are the
// item picker's, shown only while a row is edited.
jest.mock('./invoices.css', () => ({}));

// The pages' queries answer `answers` (whatever the document: each page reads its own fields).
const answers: { data: Record<string, unknown> | undefined } = { data: undefined };
jest.mock('../../lib/useOutletQuery', () => ({
  useOutletQuery: () => ({ data: answers.data, loading: false, refetch: () => Promise.resolve() }),
}));
jest.mock('../../lib/usePagedQuery', () => ({
  usePagedQuery: () => ({
    rows: (answers.data?.rows as unknown[] | undefined) ?? [],
    list: {
      state: { page: 1, pageSize: 20, search: '' },
      pageSizes: [10, 20],
      total: 1,
      loading: false,
      setPage: () => undefined,
      first: () => undefined,
      previous: () => undefined,
      next: () => undefined,
      last: () => undefined,
      setPageSize: () => undefined,
      searchText: '',
      setSearchText: () => undefined,
      submitSearch: () => undefined,
    },
    loading: false,
    refetch: () => Promise.resolve(),
  }),
}));

/**
 * A draft invoice card as the owner first reads it (static HTML; the clicks are the journey's,
 * e2e/invoices.spec.ts).
 */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const noop = () => undefined;
const render = (node: ReactElement) =>
  renderToStaticMarkup(
    <MockedProvider mocks={[]}>
      <MemoryRouter>{node}</MemoryRouter>
    </MockedProvider>,
  );

const draft = (over: Partial<InvoiceFieldsFragment> = {}): InvoiceFieldsFragment => ({
  id: 'inv1',
  clientId: 'c1',
  clientName: 'Acme Catering',
  clientEmail: null,
  clientPhone: '+60123456789',
  invoiceNumber: '10092603051200',
  invoiceDate: '2026-03-05',
  dueDate: '2026-03-05',
  paymentDate: null,
  invoiceState: 'DRAFT',
  invoiceStatus: null,
  outletRemarks: null,
  clientRemarks: null,
  sendByEmail: false,
  sent: false,
  overdue: false,
  itemsTotal: '26.00',
  miscTotal: '1.50',
  grandTotal: '27.50',
  revision: 3,
  clientLink: 'https://mise.example/client-view/tok',
  savedToSaleId: null,
  items: [
    {
      id: 'l1',
      menuItemId: 'v1',
      menuId: 'm1',
      name: 'NASI LEMAK',
      category: 'MAINS',
      sellingPrice: '8.50',
      quantity: '2',
      confirmedPrice: '8.50',
      total: '17.00',
    },
    {
      id: 'l2',
      menuItemId: 'v2',
      menuId: 'm2',
      name: 'TEH TARIK',
      category: 'DRINKS',
      sellingPrice: '3.00',
      quantity: '3',
      confirmedPrice: '3.00',
      total: '9.00',
    },
  ],
  miscs: [{ id: 'x1', name: 'Box Packaging', total: '1.50' }],
  proofs: [],
  poReferences: [],
  ...over,
});

const card = (invoice: InvoiceFieldsFragment, props: { sending?: boolean } = {}) =>
  render(
    <DraftInvoiceCard
      invoice={invoice}
      outletName="Kedai Kopi"
      mailConnected
      working={false}
      sending={props.sending ?? false}
      onEditingChange={noop}
      onRemarks={noop}
      onPoReferences={noop}
      onDelete={noop}
      onSend={noop}
    />,
  );

/** The opening tag of the button whose text is `label`. */
function button(html: string, label: string): string {
  const found = [...html.matchAll(/<(button|a)\b[^>]*>(.*?)<\/\1>/g)].find(
    (m) => text(m[2] ?? '').trim() === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found[0];
}

describe('a draft invoice card (spec 3 §2.7)', () => {
  it('shows the client, the number, dates, N/A, the count and the grand total', () => {
    const html = text(card(draft()));
    for (const part of [
      'Acme Catering',
      'INV# 10092603051200',
      'Creation Date',
      '05 March 2026',
      'Payment Due Date',
      'Payment Date',
      'N/A',
      '2 items',
      'RM 27.50',
      'Hide Items',
      'NASI LEMAK',
      'Box Packaging',
      'Add Item',
      'Add Misc',
      'Send Invoice',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('offers WhatsApp only with a phone, with the message in the link', () => {
    const html = card(draft());
    const link = button(html, 'WhatsApp');
    expect(link).toContain('href="https://wa.me/60123456789?text=');
    expect(html).toContain('data-testid="invoice-whatsapp"');
    expect(html).toContain('data-testid="draft-invoice"');
    expect(card(draft({ clientPhone: null }))).not.toContain('wa.me');
  });

  it('offers Send By Email only when the client has an e-mail', () => {
    expect(text(card(draft()))).not.toContain('Send By Email');
    expect(text(card(draft({ clientEmail: 'acme@example.com' })))).toContain('Send By Email');
  });

  it('disables Send Invoice without items, and says Processing... while sending', () => {
    expect(button(card(draft({ items: [] })), 'Send Invoice')).toContain('disabled=""');
    expect(button(card(draft()), 'Send Invoice')).not.toContain('disabled=""');
    expect(text(card(draft(), { sending: true }))).toContain('Processing...');
    expect(InvoiceMessages.unsavedItems).toBe('Please save all items before sending this invoice.');
  });
});

describe('/invoices/create (spec 3 §2.7)', () => {
  afterEach(() => {
    answers.data = undefined;
  });

  it('shows the limit, today, the tabs and the empty state', () => {
    answers.data = {
      draftInvoices: [],
      invoiceLimit: { drafts: 0, limit: 10 },
      mailConnected: true,
    };
    const html = render(<CreateInvoicesPage />);
    for (const part of [
      'Invoices',
      'Organize and monitor your invoices',
      'View Invoices',
      'Create Invoice',
      'Invoice limit: 0/10',
      InvoiceMessages.noDrafts,
      InvoiceMessages.noDraftsHint,
    ]) {
      expect(text(html)).toContain(part);
    }
    expect(button(html, 'Send All Invoices')).toContain('disabled=""');
    expect(button(html, 'Add Invoice')).not.toContain('disabled=""');
  });

  it('at the limit: red, Add Invoice disabled and the alert', () => {
    answers.data = {
      draftInvoices: [draft()],
      invoiceLimit: { drafts: 10, limit: 10 },
      mailConnected: true,
    };
    const html = render(<CreateInvoicesPage />);
    expect(html).toMatch(
      /ant-typography-danger[^>]*data-testid="invoice-limit"|data-testid="invoice-limit"[^>]*ant-typography-danger/,
    );
    expect(button(html, 'Add Invoice')).toContain('disabled=""');
    expect(text(html)).toContain(InvoiceMessages.limitReached);
    expect(button(html, 'Send All Invoices')).not.toContain('disabled=""');
  });
});

describe('/invoices/list (spec 3 §2.7)', () => {
  afterEach(() => {
    answers.data = undefined;
  });

  it('shows Total Receivable, the filters and the empty text', () => {
    answers.data = { invoiceReceivable: '1234.50', rows: [] };
    const html = text(render(<InvoiceListPage />));
    for (const part of [
      'Total Receivable',
      'RM 1,234.50',
      'Weekly',
      'View All',
      InvoiceMessages.noInvoices,
    ]) {
      expect(html).toContain(part);
    }
  });

  it('shows a sent invoice with its status, dates, lines and actions', () => {
    const sent = draft({
      invoiceState: 'CONFIRMED',
      invoiceStatus: 'CREDIT',
      sent: true,
      dueDate: '2020-01-01',
      overdue: true,
    });
    answers.data = { invoiceReceivable: '27.50', rows: [sent] };
    const html = render(<InvoiceListPage />);
    for (const part of [
      'Acme Catering',
      'INV# 10092603051200',
      'CREDIT',
      '(overdue)',
      'N/A',
      'NASI LEMAK',
      'Box Packaging',
      'Update Status',
      'Remarks',
      'Payment Proof (0)',
      'PO Reference (0)',
      'View PDF',
      'Copy Client Link',
      'Delete Invoice',
    ]) {
      expect(text(html)).toContain(part);
    }
    expect(html).toContain('data-overdue="true"');
    expect(html).toContain('value="01 January 2020"');
    expect(html).toContain('data-testid="invoice-status"');
    expect(html).toContain('data-testid="invoice-receivable"');
    expect(html).toContain('data-testid="invoice-row"');
  });
});
