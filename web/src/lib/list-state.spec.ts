import { Messages, pagerState } from '@mise/domain';
import {
  initialListState,
  listReducer,
  pageSlice,
  type ListAction,
  type ListState,
} from './list-state';

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);
const showing = (state: ListState, total: number) => {
  const { page, pageCount } = pagerState(state.page, total, state.pageSize);
  return Messages.paging.showingPage(page, pageCount);
};

describe('a paged list (usePagedQuery, PagedTable)', () => {
  it('starts on page 1 with the default 10 rows, or the size given (admin outlets: 20)', () => {
    expect(initialListState()).toEqual({ page: 1, pageSize: 10, search: '' });
    expect(initialListState(20).pageSize).toBe(20);
  });

  it('walks first / previous / next / last within the pages there are', () => {
    const total = 45; // 3 pages of 20
    let state = initialListState(20);
    expect(showing(state, total)).toBe('Showing page 1 of 3');
    state = run(state, { type: 'previous' });
    expect(state.page).toBe(1);
    state = run(state, { type: 'next', total });
    expect(showing(state, total)).toBe('Showing page 2 of 3');
    state = run(state, { type: 'last', total });
    expect(showing(state, total)).toBe('Showing page 3 of 3');
    state = run(state, { type: 'next', total });
    expect(state.page).toBe(3);
    state = run(state, { type: 'first' });
    expect(showing(state, total)).toBe('Showing page 1 of 3');
  });

  it('goes back to page 1 on a new page size or a new search, not on the same one', () => {
    const onPage3 = run(initialListState(), { type: 'page', page: 3 });
    expect(run(onPage3, { type: 'pageSize', pageSize: 40 })).toEqual({
      page: 1,
      pageSize: 40,
      search: '',
    });
    expect(run(onPage3, { type: 'pageSize', pageSize: 10 })).toBe(onPage3);
    const searched = run(onPage3, { type: 'search', search: '  Nasi ' });
    expect(searched).toEqual({ page: 1, pageSize: 10, search: 'Nasi' });
    const again = run(searched, { type: 'page', page: 2 }, { type: 'search', search: 'Nasi' });
    expect(again.page).toBe(2);
  });

  it('moves back when the list shrank under the page (the last row of the last page deleted)', () => {
    const onPage3 = run(initialListState(), { type: 'page', page: 3 });
    expect(run(onPage3, { type: 'total', total: 20 }).page).toBe(2);
    expect(run(onPage3, { type: 'total', total: 0 }).page).toBe(1);
    expect(run(onPage3, { type: 'total', total: 25 })).toBe(onPage3);
  });

  it('an empty list shows page 1 of 1', () => {
    expect(showing(initialListState(), 0)).toBe('Showing page 1 of 1');
  });

  it('slices a list held in the browser', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(rows, { page: 3, pageSize: 10 })).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice(rows, { page: 9, pageSize: 10 })).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice([], { page: 1, pageSize: 10 })).toEqual([]);
  });
});
