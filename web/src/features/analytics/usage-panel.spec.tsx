import { renderToStaticMarkup } from 'react-dom/server';
import { USAGE_SECTIONS, UsageSection } from './UsageSection';

/** The text of the markup, tags (and the empty image's SVG title) removed. */
const text = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the usage panel, as first read', () => {
  it('has the three sections with Clear all selection and their empty texts', () => {
    const html = renderToStaticMarkup(
      <>
        {USAGE_SECTIONS.map((s) => (
          <UsageSection key={s.kind} title={s.title} empty={s.empty} count={0} onClear={() => {}} />
        ))}
      </>,
    );
    expect(text(html)).toBe(
      [
        'Menu Item Clear all selection No menu items selected',
        'Ingredient Usage Clear all selection No ingredients selected',
        'Batch Usage Clear all selection No batch items selected',
      ].join(' '),
    );
  });

  it('shows the cards once something is selected', () => {
    const html = renderToStaticMarkup(
      <UsageSection
        title="Ingredient Usage"
        empty="No ingredients selected"
        count={1}
        onClear={() => {}}
      >
        <article>SUGAR</article>
      </UsageSection>,
    );
    expect(text(html)).toBe('Ingredient Usage Clear all selection SUGAR');
  });
});
