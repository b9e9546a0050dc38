import type { ReadCharge, ReadLine } from '../types';
import { checkLine } from '../checks';
import { amountText, cmp, div, isNumberText, negate, quantityText, sub, sum } from './num';
import { all, first, textAt, type Node } from './tree';
import { unitFromCode } from './units';
import type { EInvoiceReading } from './types';

/** UBL 2.1 Invoice / CreditNote / DebitNote (MyInvois uses UBL 2.1, in XML or in its JSON syntax). */
export function isUbl(root: Node): boolean {
  return ['Invoice', 'CreditNote', 'DebitNote'].includes(root.name);
}

function amountOf(node: Node | undefined): string | null {
  const text = node?.text ?? '';
  return isNumberText(text) ? text.trim() : null;
}

function allowanceTotal(owner: Node): string {
  const parts = all(owner, 'AllowanceCharge').map((entry) => {
    const amount = amountOf(first(entry, 'Amount'));
    if (amount === null) return '0';
    return textAt(entry, 'ChargeIndicator').toLowerCase() === 'true' ? amount : negate(amount);
  });
  return sum(parts);
}

function readLine(line: Node): ReadLine | null {
  const totalText = amountOf(first(line, 'LineExtensionAmount'));
  if (totalText === null) return null;
  const quantityNode =
    first(line, 'InvoicedQuantity') ??
    first(line, 'CreditedQuantity') ??
    first(line, 'DebitedQuantity');
  const quantity = amountOf(quantityNode);
  let unitPrice = amountOf(first(line, 'Price/PriceAmount'));
  const basis = amountOf(first(line, 'Price/BaseQuantity'));
  if (unitPrice !== null && basis !== null && cmp(basis, 0) !== 0 && cmp(basis, 1) !== 0) {
    unitPrice = div(unitPrice, basis, 6);
  }
  const description = (textAt(line, 'Item/Name') || textAt(line, 'Item/Description'))
    .replace(/\s+/g, ' ')
    .trim();
  const read: ReadLine = {
    description,
    quantity: quantity === null ? null : quantityText(quantity),
    unit: unitFromCode(quantityNode?.attrs.unitCode),
    unitPrice: unitPrice === null ? null : amountText(unitPrice),
    total: amountText(totalText),
    review: [],
    confidence: 1,
  };
  // a line discount or charge the document states is part of its own arithmetic
  read.review = checkLine(read, { adjustment: allowanceTotal(line) });
  return read;
}

export function readUbl(root: Node): EInvoiceReading {
  const lines = [
    ...all(root, 'InvoiceLine'),
    ...all(root, 'CreditNoteLine'),
    ...all(root, 'DebitNoteLine'),
  ]
    .map(readLine)
    .filter((line): line is ReadLine => line !== null);
  const totals = first(root, 'LegalMonetaryTotal') ?? first(root, 'RequestedMonetaryTotal');

  const charges: ReadCharge[] = [];
  for (const entry of all(root, 'AllowanceCharge')) {
    const amount = amountOf(first(entry, 'Amount'));
    if (amount === null) continue;
    const isCharge = textAt(entry, 'ChargeIndicator').toLowerCase() === 'true';
    const reason = textAt(entry, 'AllowanceChargeReason') || (isCharge ? 'Charge' : 'Discount');
    charges.push({
      kind: isCharge ? (/service/i.test(reason) ? 'SERVICE' : 'OTHER') : 'DISCOUNT',
      name: reason,
      amount: amountText(isCharge ? amount : negate(amount)),
    });
  }
  let tax: string | null = null;
  for (const taxTotal of all(root, 'TaxTotal')) {
    const amount = amountOf(first(taxTotal, 'TaxAmount'));
    if (amount === null) continue;
    tax = tax === null ? amount : sum([tax, amount]);
    const rate =
      textAt(taxTotal, 'TaxSubtotal/Percent') ||
      textAt(taxTotal, 'TaxSubtotal/TaxCategory/Percent');
    const scheme = textAt(taxTotal, 'TaxSubtotal/TaxCategory/TaxScheme/ID');
    const name = `${scheme && scheme !== 'OTH' ? scheme : 'Tax'}${isNumberText(rate) ? ` ${quantityText(rate)}%` : ''}`;
    charges.push({ kind: 'TAX', name, amount: amountText(amount) });
  }
  const rounding = amountOf(first(totals, 'PayableRoundingAmount'));
  if (rounding !== null && cmp(rounding, 0) !== 0) {
    charges.push({ kind: 'ROUNDING', name: 'Rounding', amount: amountText(rounding) });
  }
  const prepaid = amountOf(first(totals, 'PrepaidAmount'));
  if (prepaid !== null && cmp(prepaid, 0) !== 0) {
    charges.push({ kind: 'OTHER', name: 'Prepaid', amount: amountText(negate(prepaid)) });
  }
  const payable = amountOf(first(totals, 'PayableAmount'));
  const inclusive = amountOf(first(totals, 'TaxInclusiveAmount'));
  const total = payable ?? inclusive;
  const typeCode = textAt(root, 'InvoiceTypeCode') || textAt(root, 'CreditNoteTypeCode');
  // UBL 381 / MyInvois 02 (credit note) and 04 (refund note)
  const credit = root.name === 'CreditNote' || ['381', '02', '04'].includes(typeCode);
  const supplierParty = first(root, 'AccountingSupplierParty/Party');
  const supplier =
    textAt(supplierParty, 'PartyLegalEntity/RegistrationName') ||
    textAt(supplierParty, 'PartyName/Name');
  const exclusive = amountOf(first(totals, 'TaxExclusiveAmount'));
  return {
    supplier: supplier || null,
    number: textAt(root, 'ID') || null,
    date: /^\d{4}-\d{2}-\d{2}/.test(textAt(root, 'IssueDate'))
      ? textAt(root, 'IssueDate').slice(0, 10)
      : null,
    total: total === null ? null : amountText(total),
    currency: textAt(root, 'DocumentCurrencyCode') || null,
    kind: credit ? 'CREDITMEMO' : 'INVOICE',
    lines,
    charges,
    declared: {
      lineTotal: amountOf(first(totals, 'LineExtensionAmount')),
      taxExclusive: exclusive,
      tax:
        tax === null && exclusive !== null && inclusive !== null ? sub(inclusive, exclusive) : tax,
    },
  };
}
