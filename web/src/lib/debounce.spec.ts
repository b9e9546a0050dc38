import { SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { debounce } from './debounce';

describe('search debounce (spec: 2 s on some screens, 4 s on others)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once, with the last text, after the typing stopped for the delay', () => {
    const search = jest.fn();
    const type = debounce(search, SEARCH_DEBOUNCE_MS.long);
    type('N');
    jest.advanceTimersByTime(3000);
    type('Na');
    type('Nasi');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS.long - 1);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Nasi');
  });

  it('Enter searches at once; a screen that went away searches nothing', () => {
    const search = jest.fn();
    const type = debounce(search, SEARCH_DEBOUNCE_MS.short);
    type('roti');
    type.flush();
    expect(search).toHaveBeenCalledWith('roti');
    type('teh');
    type.cancel();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS.short * 2);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('a delay of 0 searches as the user types (lists held in the browser)', () => {
    const search = jest.fn();
    debounce(search, 0)('kopi');
    expect(search).toHaveBeenCalledWith('kopi');
  });
});
