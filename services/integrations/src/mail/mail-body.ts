import type { MailRequestedEvent } from '@mise/contracts';

const field = (e: MailRequestedEvent, name: string) => (e.content[name] ?? '').trim();

/** The text of a PO or invoice e-mail, with the links of `content` (spec 3 §7.3, §7.4). */
export function mailText(e: MailRequestedEvent): string {
  const c = (name: string) => field(e, name);
  const contact = c('outletContact')
    ? `If you have any questions, contact ${c('outletName')} at ${c('outletContact')}.`
    : '';
  const lines =
    e.templateType === 'invoice'
      ? [
          `Dear ${c('clientName') || 'customer'},`,
          '',
          `Please find attached invoice #${c('invoiceNumber')} dated ${c('invoiceCreationDate')} from ${c('outletName')}.`,
          '',
          ...(c('clientLink') ? [`View the invoice online: ${c('clientLink')}`, ''] : []),
          contact,
        ]
      : [
          `Dear ${c('supplierName') || 'supplier'},`,
          '',
          `Please find attached purchase order #${c('poNumber')} dated ${c('poDate')} from ${c('outletName')}.`,
          '',
          ...(c('supplierLink')
            ? [`View and confirm the purchase order: ${c('supplierLink')}`]
            : []),
          ...(c('poPdfLink') ? [`Download the PDF: ${c('poPdfLink')}`] : []),
          '',
          contact,
        ];
  return `${[...lines, '', 'Thank you,', c('outletName')].join('\n').trim()}\n`;
}

/** The attachment's file name: `PO-<number>.pdf` or `Invoice-<number>.pdf`. */
export function attachmentName(e: MailRequestedEvent): string {
  const number = e.templateType === 'invoice' ? field(e, 'invoiceNumber') : field(e, 'poNumber');
  const safe = number.replace(/[^\w.-]+/g, '-') || 'document';
  return `${e.templateType === 'invoice' ? 'Invoice' : 'PO'}-${safe}.pdf`;
}
