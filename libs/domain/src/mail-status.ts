/**
 * The e-mail status of a purchase order or an invoice (flows.md §4.10, §8 "E-mail: at most once,
 * status shown"): PENDING until integrations answers, then SENT or FAILED with its reason.
 */
export type MailStateValue = 'PENDING' | 'SENT' | 'FAILED';

export const MailMessages = {
  /** The tag on the lists, by state. */
  sending: 'Sending e-mail…',
  sent: 'E-mailed',
  failed: (reason: string | null | undefined) =>
    `E-mail failed: ${reason?.trim() || 'unknown reason'}`,
  sentAt: (when: string) => `E-mailed on ${when}`,
  resend: 'Resend',
  /** The success message of a resend. */
  resent: 'E-mail sent again',
  /** Not in the spec (issue 24): a resend of a document that was never sent. */
  poNotSent: 'Only sent purchase orders can be e-mailed again',
  invoiceNotSent: 'Only sent invoices can be e-mailed again',
} as const;

/** The words of the tag for a mail in `state` (with its reason when it failed). */
export function mailTagText(state: MailStateValue, reason?: string | null): string {
  if (state === 'SENT') return MailMessages.sent;
  if (state === 'FAILED') return MailMessages.failed(reason);
  return MailMessages.sending;
}
