export {
  abs,
  amountText,
  isNumberText,
  negate,
  quantityText,
  sum,
  cmp,
  add,
  sub,
} from '../decimal';
export { div } from '@mise/domain';
