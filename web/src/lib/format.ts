import dayjs from 'dayjs';

/** Dates as the app shows them: "05 March 2026". (Money: `formatRM` from @mise/domain.) */
export const longDate = (value: string | Date | null | undefined): string =>
  value ? dayjs(value).format('DD MMMM YYYY') : '';
