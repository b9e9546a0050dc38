import { CatalogueMessages, Messages, PartyMessages } from '@mise/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { initialListState } from '../lib/list-state';
import type { ListControls } from '../lib/useListState';
import { defaultDateFilter, weeklyFrom } from '../lib/date-filter';
import { Amount, MoneyInput, QuantityInput, UnitCostInput } from './Amount';
import { DateFilter } from './DateFilter';
import { EditableTable } from './EditableTable';
import { EmptyState } from './EmptyState';
import { MonthCalendar } from './MonthCalendar';
import { UnitCostWithSource } from './NoPurchasePrice';
import { PagedTable } from './PagedTable';
import { PartyDirectory } from './PartyDirectory';
import { Pager } from './Pager';
import { UploadControl } from './UploadControl';

/**
 * The shared pieces as a user first reads them (static HTML, no clicks: the behaviour behind the
 * buttons is tested in src/lib, and the settings and admin journeys click through it).
 */
const noop = () => undefined;
function list(page: number, total: number, pageSize = 20, searchText = ''): ListControls {
  return {
    state: { ...initialListState(pageSize), page },
    pageSizes: [10, 20, 40, 60, 100],
    total,
    loading: false,
    setPage: noop,
    first: noop,
    previous: noop,
    next: noop,
    last: noop,
    setPageSize: noop,
    searchText,
    setSearchText: noop,
    submitSearch: noop,
  };
}
/** The text of the page, tags removed. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** Whether the button with this accessible name is disabled. */
function disabled(html: string, label: string): boolean {
  const button = new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html);
  if (!button) throw new Error(`no button ${label}`);
  return / disabled=""/.test(button[0]);
}

describe('Pager', () => {
  it('shows the rows to display, "Showing page X of Y" and first/previous/next/last', () => {
    const html = renderToStaticMarkup(<Pager list={list(2, 45)} />);
    expect(text(html)).toContain('Rows to display');
    expect(text(html)).toContain('Showing page 2 of 3');
    for (const label of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(disabled(html, label)).toBe(false);
    }
  });

  it('disables first/previous on page 1 and next/last on the last page', () => {
    const first = renderToStaticMarkup(<Pager list={list(1, 45)} />);
    expect(disabled(first, 'First page')).toBe(true);
    expect(disabled(first, 'Previous page')).toBe(true);
    expect(disabled(first, 'Next page')).toBe(false);
    const last = renderToStaticMarkup(<Pager list={list(3, 45)} />);
    expect(disabled(last, 'Next page')).toBe(true);
    expect(disabled(last, 'Last page')).toBe(true);
    expect(text(renderToStaticMarkup(<Pager list={list(1, 0)} />))).toContain(
      'Showing page 1 of 1',
    );
  });
});

describe('PagedTable and EmptyState', () => {
  const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

  it('shows the rows, the search box with its placeholder, and the pager', () => {
    const html = renderToStaticMarkup(
      <PagedTable
        rowKey="id"
        columns={columns}
        rows={[{ id: '1', name: 'Nasi Lemak' }]}
        list={list(1, 1, 10, 'nasi')}
        searchPlaceholder="Search Menu Item"
      />,
    );
    expect(text(html)).toContain('Nasi Lemak');
    expect(html).toContain('placeholder="Search Menu Item"');
    expect(html).toContain('value="nasi"');
    expect(text(html)).toContain('Showing page 1 of 1');
  });

  it("shows the screen's empty text when there are no rows (default: No data found)", () => {
    const empty = (emptyText?: string) =>
      text(
        renderToStaticMarkup(
          <PagedTable
            rowKey="id"
            columns={columns}
            rows={[]}
            list={list(1, 0)}
            emptyText={emptyText}
          />,
        ),
      );
    expect(empty()).toContain(Messages.empty.noDataFound);
    expect(empty(Messages.admin.noOutletsFound)).toContain(Messages.admin.noOutletsFound);
    expect(text(renderToStaticMarkup(<EmptyState text="No items found" />))).toContain(
      'No items found',
    );
  });
});

describe('EditableTable', () => {
  interface Line {
    id: string;
    name: string;
    quantity: string;
  }
  const table = (rows: Line[], editable?: boolean) =>
    renderToStaticMarkup(
      <EditableTable<Line, Line>
        rows={rows}
        editable={editable}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', title: 'Item', render: (row) => row.name, field: 'name' },
          {
            key: 'quantity',
            title: 'Quantity',
            render: (row) => <Amount value={row.quantity} kind="quantity" />,
            field: 'quantity',
            input: () => <QuantityInput />,
          },
        ]}
        toValues={(row) => row}
        newValues={() => ({ name: '', quantity: '1' })}
        onSave={() => Promise.resolve(true)}
        onDelete={noop}
        addLabel="Add Item"
        emptyText="No items found"
      />,
    );

  it('lists saved rows with Edit and Delete, and an Add button', () => {
    const html = table([{ id: 'l1', name: 'Chicken', quantity: '2.25' }]);
    expect(text(html)).toContain('Chicken');
    expect(text(html)).toContain('2.3');
    expect(text(html)).toMatch(/Edit\s+Delete/);
    expect(text(html)).toContain('Add Item');
  });

  it('shows its empty text without rows', () => {
    expect(text(table([]))).toContain('No items found');
  });

  it("highlights a row by its class and puts the row's own actions before Edit", () => {
    const html = renderToStaticMarkup(
      <EditableTable<Line, Line>
        rows={[
          { id: 'l1', name: 'Onion', quantity: '3' },
          { id: 'l2', name: 'Tomato', quantity: '5' },
        ]}
        rowKey={(row) => row.id}
        columns={[{ key: 'name', title: 'Item', render: (row) => row.name }]}
        toValues={(row) => row}
        newValues={() => ({})}
        onSave={() => Promise.resolve(true)}
        rowClassName={(row) => (row.name === 'Onion' ? 'is-marked' : undefined)}
        rowActions={(row) => (row.name === 'Onion' ? <button>Looks right</button> : null)}
      />,
    );
    expect(html.match(/<tr[^>]*is-marked[^>]*>/g)).toHaveLength(1);
    expect(text(html)).toMatch(/Onion Looks right\s+Edit Tomato Edit/);
  });

  it('offers only Delete on rows that are added and removed, never edited', () => {
    const html = table([{ id: 'l1', name: 'Chicken', quantity: '2' }], false);
    expect(text(html)).toContain('Delete');
    expect(text(html)).not.toContain('Edit');
  });
});

describe('DateFilter', () => {
  it('offers Weekly, Monthly, Yearly, Custom and shows the range with the end one day before the exclusive end', () => {
    const html = renderToStaticMarkup(
      <DateFilter value={defaultDateFilter('2026-03-18')} onChange={noop} />,
    );
    for (const mode of ['Weekly', 'Monthly', 'Yearly', 'Custom'])
      expect(text(html)).toContain(mode);
    expect(text(html)).toContain('01 March 2026 – 18 March 2026');
    const week = renderToStaticMarkup(
      <DateFilter value={weeklyFrom('2026-12-28')} onChange={noop} />,
    );
    expect(text(week)).toContain('28 December 2026 – 03 January 2027');
  });
});

describe('amounts', () => {
  it('shows RM with 2 decimals, unit costs with 4, quantities with 1', () => {
    expect(text(renderToStaticMarkup(<Amount value="1234.5" />))).toContain('RM 1,234.50');
    expect(text(renderToStaticMarkup(<Amount value="0.12345" kind="unitCost" />))).toContain(
      'RM 0.1235',
    );
    expect(text(renderToStaticMarkup(<Amount value="3" kind="quantity" />))).toContain('3.0');
  });

  it('types money to the cent with an RM prefix, unit costs to 4 places, quantities to 1', () => {
    const money = renderToStaticMarkup(<MoneyInput value="5.5" />);
    expect(text(money)).toContain('RM');
    expect(money).toContain('value="5.50"');
    expect(renderToStaticMarkup(<UnitCostInput value="1.23456" />)).toContain('value="1.2346"');
    expect(renderToStaticMarkup(<QuantityInput value="2" />)).toContain('value="2.0"');
  });
});

describe('UploadControl', () => {
  it('offers the upload button with its accepted types', () => {
    const html = renderToStaticMarkup(
      <UploadControl
        label="Upload Photo"
        accept=".png,.jpg,.jpeg"
        request={() => Promise.reject(new Error('not called'))}
        attach={() => Promise.resolve()}
      />,
    );
    expect(text(html)).toContain('Upload Photo');
    expect(html).toContain('accept=".png,.jpg,.jpeg"');
  });

  it('puts a step (a crop) around the picker when asked', () => {
    const html = renderToStaticMarkup(
      <UploadControl
        label="Upload Photo"
        request={() => Promise.reject(new Error('not called'))}
        attach={() => Promise.resolve()}
        wrap={(upload) => <div data-step="crop">{upload}</div>}
      />,
    );
    expect(html).toMatch(/<div data-step="crop">.*Upload Photo.*<\/div>/s);
  });
});

describe('MonthCalendar', () => {
  it('shows weeks from Sunday, the amounts above 0 in RM, today and the selected day', () => {
    const html = renderToStaticMarkup(
      <MonthCalendar
        month="2026-04"
        onMonthChange={noop}
        today="2026-04-15"
        selected="2026-04-02"
        onSelect={noop}
        amounts={{ '2026-04-02': '12.5000', '2026-04-03': '0.0000' }}
        label="Production calendar"
      />,
    );
    expect(text(html)).toMatch(/Sun Mon Tue Wed Thu Fri Sat/);
    // April 2026 starts on a Wednesday: three blank cells, then the 1st.
    expect(html).toMatch(/<tbody><tr><td><\/td><td><\/td><td><\/td><td><button/);
    expect(html).toContain('aria-label="02 April 2026, RM 12.50"');
    expect(html).toContain('aria-label="03 April 2026"');
    expect(text(html)).not.toContain('RM 0.00');
    const day = (date: string) =>
      new RegExp(`<button[^>]*aria-label="${date}[^"]*"[^>]*>`).exec(html)?.[0] ?? '';
    expect(day('02 April 2026')).toContain('aria-pressed="true"');
    expect(day('02 April 2026')).toContain('mise-calendar-selected');
    expect(day('15 April 2026')).toContain('aria-current="date"');
    expect(day('15 April 2026')).toContain('aria-pressed="false"');
  });
});

describe('PartyDirectory', () => {
  const directory = (rows: Parameters<typeof PartyDirectory>[0]['rows'], search = '') =>
    renderToStaticMarkup(
      <MemoryRouter>
        <PartyDirectory
          kind="supplier"
          rows={rows}
          list={{ ...list(1, rows.length, 10, search), state: { ...initialListState(10), search } }}
          path="/supplier"
          onDelete={() => Promise.resolve()}
        />
      </MemoryRouter>,
    );

  it("shows the search box, Add Supplier and the spec's empty text", () => {
    const html = directory([]);
    expect(html).toContain(`placeholder="${PartyMessages.supplier.search}"`);
    expect(text(html)).toContain(PartyMessages.supplier.add);
    expect(text(html)).toContain('No suppliers found');
    expect(text(html)).toContain(Messages.paging.showingPage(1, 1));
  });

  it('groups the page by first letter; a search opens the groups to their tiles', () => {
    const rows = [
      { id: '1', name: 'Alpha Mart', email: null, contact: null },
      { id: '2', name: 'apple farm', email: 'a@b.co', contact: null },
      {
        id: '3',
        name: 'Bravo',
        email: null,
        contact: { name: 'Ali', phoneNumber: '+60123456789' },
      },
    ];
    const closed = directory(rows);
    expect(text(closed)).toMatch(/A \(2\).*B \(1\)/);
    expect(closed).not.toContain('Delete Alpha Mart');
    const searched = directory(rows, 'a');
    expect(searched).toContain('aria-label="Delete Alpha Mart"');
    expect(text(searched)).toContain('Ali, +60123456789');
  });
});

describe('UnitCostWithSource', () => {
  const cell = (source: 'AVERAGE' | 'LAST' | 'DEFAULT' | 'NONE', unitCost = '0') =>
    renderToStaticMarkup(
      <MemoryRouter>
        <UnitCostWithSource unitCost={unitCost} source={source} ingredientId="ing-1" />
      </MemoryRouter>,
    );

  it('says "no purchase price yet" with its two ways to a price when no purchase costed the line', () => {
    for (const source of ['DEFAULT', 'NONE'] as const) {
      const html = cell(source, source === 'DEFAULT' ? '1.5' : '0');
      expect(text(html)).toContain(CatalogueMessages.ingredient.noPurchasePrice);
      expect(html).toContain('href="/expenses"');
      expect(html).toContain('href="/ingredients/stock?opening=ing-1"');
      expect(text(html)).toMatch(/Record an expense.*Opening stock/);
    }
    expect(text(cell('NONE'))).toContain('RM 0.0000');
  });

  it('shows only the cost when a purchase costed the line', () => {
    for (const source of ['AVERAGE', 'LAST'] as const) {
      const html = cell(source, '2.5');
      expect(text(html)).toContain('RM 2.5000');
      expect(html).not.toContain(CatalogueMessages.ingredient.noPurchasePrice);
      expect(html).not.toContain('/expenses');
    }
  });
});
