import { renderToStaticMarkup } from 'react-dom/server';
import { QrMessages } from './qr';
import { QrPanel } from './QrPanel';

/** The panel as a user first reads it (static HTML; the journey clicks Download). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const LINK = 'https://order.mise.app/order/A1B2C3?table=T1';

describe('QrPanel', () => {
  it("shows 'QR Code for Table {name}', the code of the link, its data and the formats", () => {
    const html = renderToStaticMarkup(<QrPanel tableName="T1" initialData={LINK} />);
    expect(text(html)).toContain('QR Code for Table T1');
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml[^"]+"[^>]*alt="QR Code for Table T1"/);
    expect(html).toContain(`>${LINK}</textarea>`);
    expect(text(html)).toContain('PNG');
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Download/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Download/);
  });

  it('disables Download and says why when there is nothing to encode', () => {
    const html = renderToStaticMarkup(<QrPanel tableName="T1" initialData="" />);
    expect(text(html)).toContain(QrMessages.dataBlank);
    expect(text(html)).toContain('No QR code');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Download/);
  });
});
