import { Messages } from './messages';
import {
  ADMIN_OUTLETS_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SALES_DEFAULT_PAGE_SIZE,
  SALES_PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  clampPage,
  pageCount,
  pageOffset,
  pagerState,
} from './paging';

describe('page sizes (spec 1 §9, 2 §9)', () => {
  it('offers 10/20/40/60/100 (default 10, admin outlets 20) and 5/10/20/50 for sales (default 5)', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 40, 60, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(ADMIN_OUTLETS_PAGE_SIZE).toBe(20);
    expect(SALES_PAGE_SIZES).toEqual([5, 10, 20, 50]);
    expect(SALES_DEFAULT_PAGE_SIZE).toBe(5);
    expect(SEARCH_DEBOUNCE_MS).toEqual({ short: 2000, long: 4000 });
  });
});

describe('pager', () => {
  it('counts pages; an empty list has one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 20)).toBe(6);
    expect(() => pageCount(5, 0)).toThrow('pageSize must be 1 or more');
  });

  it('keeps the page within 1..last (a delete emptied the last page)', () => {
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(0, 20, 10)).toBe(1);
    expect(clampPage(2, 20, 10)).toBe(2);
  });

  it('turns a page into an offset', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('enables first/previous only after page 1 and next/last only before the last page', () => {
    expect(pagerState(1, 45, 20)).toEqual({
      page: 1,
      pageCount: 3,
      canPrevious: false,
      canNext: true,
    });
    expect(pagerState(2, 45, 20)).toMatchObject({ canPrevious: true, canNext: true });
    expect(pagerState(3, 45, 20)).toMatchObject({ canPrevious: true, canNext: false });
    expect(pagerState(1, 0, 10)).toMatchObject({
      pageCount: 1,
      canPrevious: false,
      canNext: false,
    });
  });

  it('says which page is shown', () => {
    const { page, pageCount: count } = pagerState(2, 45, 20);
    expect(Messages.paging.showingPage(page, count)).toBe('Showing page 2 of 3');
  });
});
