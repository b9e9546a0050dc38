import type { ReadCharge, ReadLine } from '../types';
import { checkLine } from '../checks';
import { abs, amountText, div, isNumberText, negate, quantityText, sum, cmp } from './num';
import { all, first, textAt, type Node } from './tree';
import { unitFromCode } from './units';
import type { EInvoiceReading } from './types';

/**
 * UN/CEFACT Cross Industry Invoice: ZUGFeRD 1 (`CrossIndustryDocument`, "SupplyChainTrade*"
 * names) and ZUGFeRD 2 / Factur-X / XRechnung CII (`CrossIndustryInvoice`, "LineTrade*" names).
 */
export function isCii(root: Node): boolean {
  return root.name === 'CrossIndustryInvoice' || root.name === 'CrossIndustryDocument';
}

function amountOf(node: Node | undefined): string | null {
  const text = node?.text ?? '';
  return isNumberText(text) ? text.trim() : null;
}

function ciiDate(node: Node | undefined): string | null {
  const text = textAt(node, 'DateTimeString') || node?.text || '';
  const compact = text.trim().match(/^(\d{4})(\d{2})(\d{2})$/);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const iso = text.trim().match(/^(\d{4})-(\d{2})-(\d{2})/);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
}

function readLine(item: Node): ReadLine | null {
  const agreement =
    first(item, 'SpecifiedLineTradeAgreement') ?? first(item, 'SpecifiedSupplyChainTradeAgreement');
  const delivery =
    first(item, 'SpecifiedLineTradeDelivery') ?? first(item, 'SpecifiedSupplyChainTradeDelivery');
  const settlement =
    first(item, 'SpecifiedLineTradeSettlement') ??
    first(item, 'SpecifiedSupplyChainTradeSettlement');
  const product = first(item, 'SpecifiedTradeProduct');
  const totalText =
    amountOf(first(settlement, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount')) ??
    amountOf(first(settlement, 'SpecifiedTradeSettlementMonetarySummation/LineTotalAmount'));
  if (!product || totalText === null) return null; // a note-only line
  const name = textAt(product, 'Name') || textAt(product, 'Description');
  const billed = first(delivery, 'BilledQuantity');
  const quantity = amountOf(billed);
  const net =
    first(agreement, 'NetPriceProductTradePrice') ??
    first(agreement, 'GrossPriceProductTradePrice');
  let unitPrice = amountOf(first(net, 'ChargeAmount'));
  const basis = amountOf(first(net, 'BasisQuantity'));
  if (unitPrice !== null && basis !== null && cmp(basis, 0) !== 0 && cmp(basis, 1) !== 0) {
    unitPrice = div(unitPrice, basis, 6);
  }
  const read: ReadLine = {
    description: name.replace(/\s+/g, ' ').trim(),
    quantity: quantity === null ? null : quantityText(quantity),
    unit: unitFromCode(billed?.attrs.unitCode),
    unitPrice: unitPrice === null ? null : amountText(unitPrice),
    total: amountText(totalText),
    review: [],
    confidence: 1,
  };
  read.review = checkLine(read);
  return read;
}

export function readCii(root: Node): EInvoiceReading {
  const header = first(root, 'ExchangedDocument') ?? first(root, 'HeaderExchangedDocument');
  const transaction =
    first(root, 'SupplyChainTradeTransaction') ??
    first(root, 'SpecifiedSupplyChainTradeTransaction');
  const agreement =
    first(transaction, 'ApplicableHeaderTradeAgreement') ??
    first(transaction, 'ApplicableSupplyChainTradeAgreement');
  const settlement =
    first(transaction, 'ApplicableHeaderTradeSettlement') ??
    first(transaction, 'ApplicableSupplyChainTradeSettlement');
  const summation =
    first(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation') ??
    first(settlement, 'SpecifiedTradeSettlementMonetarySummation');

  const lines = all(transaction, 'IncludedSupplyChainTradeLineItem')
    .map(readLine)
    .filter((line): line is ReadLine => line !== null);

  const charges: ReadCharge[] = [];
  // ActualAmount signs differ between producers: an allowance lowers the size of the lines' sum
  // (it raises a correction invoice's negative sum), a charge adds to it; the sums are checked
  const sign = (magnitude: string, lowers: boolean): string => {
    const negativeLines = cmp(sum(lines.map((line) => line.total)), 0) < 0;
    return amountText(lowers !== negativeLines ? negate(abs(magnitude)) : abs(magnitude));
  };
  for (const entry of all(settlement, 'SpecifiedTradeAllowanceCharge')) {
    const amount = amountOf(first(entry, 'ActualAmount'));
    if (amount === null) continue;
    const isCharge = textAt(entry, 'ChargeIndicator/Indicator').toLowerCase() === 'true';
    const reason = (textAt(entry, 'Reason') || (isCharge ? 'Charge' : 'Discount')).replace(
      /\s+/g,
      ' ',
    );
    charges.push({
      kind: isCharge ? 'OTHER' : 'DISCOUNT',
      name: reason,
      amount: sign(amount, !isCharge),
    });
  }
  for (const entry of all(settlement, 'SpecifiedLogisticsServiceCharge')) {
    const amount = amountOf(first(entry, 'AppliedAmount'));
    if (amount === null) continue;
    const name = textAt(entry, 'Description') || 'Delivery';
    charges.push({ kind: 'DELIVERY', name, amount: sign(amount, false) });
  }
  const taxes = all(settlement, 'ApplicableTradeTax');
  const taxTotal = amountOf(first(summation, 'TaxTotalAmount'));
  const taxParts = taxes
    .map((tax) => ({
      amount: amountOf(first(tax, 'CalculatedAmount')),
      rate: textAt(tax, 'RateApplicablePercent') || textAt(tax, 'ApplicablePercent'),
      type: textAt(tax, 'TypeCode') || 'Tax',
    }))
    .filter((tax): tax is { amount: string; rate: string; type: string } => tax.amount !== null);
  if (
    taxParts.length > 0 &&
    (taxTotal === null || cmp(sum(taxParts.map((t) => t.amount)), taxTotal) === 0)
  ) {
    for (const tax of taxParts) {
      const rate = isNumberText(tax.rate) ? ` ${quantityText(tax.rate)}%` : '';
      charges.push({ kind: 'TAX', name: `${tax.type}${rate}`, amount: amountText(tax.amount) });
    }
  } else if (taxTotal !== null) {
    charges.push({ kind: 'TAX', name: 'Tax', amount: amountText(taxTotal) });
  }

  const grand = amountOf(first(summation, 'GrandTotalAmount'));
  const due = amountOf(first(summation, 'DuePayableAmount'));
  const typeCode = textAt(header, 'TypeCode');
  const total = grand ?? due;
  const credit = typeCode === '381' || (total !== null && cmp(total, 0) < 0);
  return {
    supplier: textAt(agreement, 'SellerTradeParty/Name') || null,
    number: textAt(header, 'ID') || null,
    date: ciiDate(first(header, 'IssueDateTime')),
    total: total === null ? null : amountText(total),
    currency: textAt(settlement, 'InvoiceCurrencyCode') || null,
    kind: credit ? 'CREDITMEMO' : 'INVOICE',
    lines,
    charges,
    // the document's own sums: lines + allowances/charges = tax basis; basis + tax = grand total
    declared: {
      lineTotal: amountOf(first(summation, 'LineTotalAmount')),
      taxExclusive: amountOf(first(summation, 'TaxBasisTotalAmount')),
      tax: taxTotal,
    },
  };
}
