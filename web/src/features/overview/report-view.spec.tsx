import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NoProfitability, QuadrantList } from './ReportParts';

/** The text of the markup, tags removed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the overview report, as first read', () => {
  it('says there is nothing to show without sales', () => {
    expect(text(renderToStaticMarkup(<NoProfitability />))).toContain(
      'No data to display Add sales to view profitability',
    );
  });

  it('lists a quadrant by its name (with the classic one) and links each item to its menu item', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <QuadrantList
          quadrant="POPULAR_PROFITABLE"
          classic
          points={[{ menuItemId: 'm-2', name: 'NOODLES', margin: '8.38', popularity: '28.57' }]}
        />
      </MemoryRouter>,
    );
    expect(text(html)).toBe('Popular profitable (Star) NOODLES RM 8.38 · 28.57 %');
    expect(html).toContain('href="/menu/m-2"');
  });
});
