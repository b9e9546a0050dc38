import { scrollHint } from './scroll-hint';

describe('a wide table shows that it scrolls', () => {
  it('hints right while columns are hidden to the right, left once scrolled', () => {
    expect(scrollHint({ scrollLeft: 0, scrollWidth: 900, clientWidth: 360 })).toEqual({
      left: false,
      right: true,
    });
    expect(scrollHint({ scrollLeft: 200, scrollWidth: 900, clientWidth: 360 })).toEqual({
      left: true,
      right: true,
    });
    expect(scrollHint({ scrollLeft: 540, scrollWidth: 900, clientWidth: 360 })).toEqual({
      left: true,
      right: false,
    });
  });

  it('shows nothing when the table fits', () => {
    expect(scrollHint({ scrollLeft: 0, scrollWidth: 360.5, clientWidth: 360 })).toEqual({
      left: false,
      right: false,
    });
  });
});
