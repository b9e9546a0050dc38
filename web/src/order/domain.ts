// The few shared rules the page needs, from their own modules of @mise/domain rather than its
// index: the index also re-exports the phone rules (libphonenumber's metadata, ~56 KB gzip), and
// with two entries in one build that shared chunk would come along with this page.
export { cmp, dec, formatRM, type Decimal } from '../../../libs/domain/src/money';
export {
  itemUnitPrice,
  saleTotals,
  type BillingRule,
  type SaleAmountType,
  type SaleBillingType,
} from '../../../libs/domain/src/sales';
