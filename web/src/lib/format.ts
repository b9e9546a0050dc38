import dayjs from 'dayjs';
import { formatRM } from '@mise/domain';

/** RM with 2 decimals ("RM 1,234.50"); amounts are exact decimal strings from the API. */
export const rm = (amount: string | number): string => formatRM(amount);

/** Dates as the app shows them: "05 March 2026". */
export const longDate = (value: string | Date | null | undefined): string =>
  value ? dayjs(value).format('DD MMMM YYYY') : '';
