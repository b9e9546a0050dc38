import { MailMessages, mailTagText } from './mail-status';

describe('mailTagText', () => {
  it('names each state, a failure with its reason', () => {
    expect(mailTagText('PENDING')).toBe('Sending e-mail…');
    expect(mailTagText('SENT')).toBe('E-mailed');
    expect(mailTagText('FAILED', 'Mail is not connected')).toBe(
      'E-mail failed: Mail is not connected',
    );
    expect(mailTagText('FAILED', null)).toBe('E-mail failed: unknown reason');
    expect(MailMessages.resent).toBe('E-mail sent again');
  });
});
