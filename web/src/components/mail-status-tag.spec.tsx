import { MailMessages } from '@mise/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailStatusTag, mailTime } from './MailStatusTag';

/** The tag as a user reads it (static HTML; the Resend click is the list's useAction). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const noop = () => undefined;
const at = '2026-11-24T01:05:00.000Z';

describe('MailStatusTag', () => {
  it('shows nothing for a document never e-mailed', () => {
    expect(renderToStaticMarkup(<MailStatusTag mail={null} onResend={noop} />)).toBe('');
  });

  it("says 'Sending e-mail…' while PENDING, with what runs meanwhile (the poll)", () => {
    const html = renderToStaticMarkup(
      <MailStatusTag
        mail={{ state: 'PENDING', reason: null, updatedAt: at }}
        onResend={noop}
        whilePending={<i data-testid="poll" />}
      />,
    );
    expect(text(html)).toBe('Sending e-mail…');
    expect(html).toContain('data-testid="poll"');
    expect(html).not.toContain(MailMessages.resend);
  });

  it("says 'E-mailed' when SENT (its time in the tooltip), without a poll or Resend", () => {
    const html = renderToStaticMarkup(
      <MailStatusTag
        mail={{ state: 'SENT', reason: null, updatedAt: at }}
        onResend={noop}
        whilePending={<i data-testid="poll" />}
      />,
    );
    expect(text(html)).toBe('E-mailed');
    expect(html).not.toContain('data-testid="poll"');
    expect(html).not.toContain('<button');
    expect(mailTime(at)).toMatch(/^24 November 2026, \d{1,2}:05 (AM|PM)$/);
  });

  it("says 'E-mail failed: {reason}' with a Resend button when FAILED", () => {
    const html = renderToStaticMarkup(
      <MailStatusTag
        mail={{ state: 'FAILED', reason: 'Mail is not connected', updatedAt: at }}
        onResend={noop}
      />,
    );
    expect(text(html)).toBe('E-mail failed: Mail is not connected Resend');
    expect(html).toMatch(/<button[^>]*>.*Resend/);
  });
});
