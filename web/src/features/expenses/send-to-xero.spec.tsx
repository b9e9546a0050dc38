import { renderToStaticMarkup } from 'react-dom/server';
import { SendToXero } from './SendToXero';

/** Send to Xero as an owner reads it (static HTML). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const noop = () => undefined;

const render = (over: Partial<Parameters<typeof SendToXero>[0]> = {}) =>
  renderToStaticMarkup(
    <SendToXero
      state="CONFIRMED"
      connected
      xeroId={null}
      push={null}
      sending={false}
      onSend={noop}
      {...over}
    />,
  );

describe('SendToXero', () => {
  it('shows the button on a confirmed document when Xero is connected', () => {
    expect(text(render())).toBe('Send to Xero');
  });

  it('shows nothing when Xero is not connected or the document is not confirmed', () => {
    expect(render({ connected: false })).toBe('');
    expect(render({ state: 'DRAFT' })).toBe('');
  });

  it('shows Sending to Xero… without a button while the push waits', () => {
    const html = render({ push: { state: 'PENDING', reason: null } });
    expect(text(html)).toBe('Sending to Xero…');
    expect(html).not.toContain('send-to-xero-button');
  });

  it("shows Xero's id, and the refusal with Send again", () => {
    expect(text(render({ xeroId: 'INV-1', push: { state: 'COMPLETED' } }))).toContain(
      'In Xero: INV-1',
    );
    expect(text(render({ push: { state: 'FAILED', reason: 'Contact is archived' } }))).toBe(
      'Xero refused: Contact is archived Send again',
    );
  });

  it('keeps the status but not the button once Xero is disconnected', () => {
    const html = render({ connected: false, xeroId: 'INV-1', push: { state: 'COMPLETED' } });
    expect(text(html)).toBe('In Xero: INV-1');
  });
});
