import { DRAG_THRESHOLD, EDGE_MARGIN, clampToViewport, isDrag, snapToEdge } from './floating';

const button = { width: 56, height: 56 };
const phone = { width: 390, height: 844 };

describe('floating button (spec 2.3)', () => {
  it('treats a move of up to 5 px as a tap and more as a drag', () => {
    const start = { x: 100, y: 100 };
    expect(isDrag(start, { x: 100 + DRAG_THRESHOLD, y: 100 })).toBe(false);
    expect(isDrag(start, { x: 103, y: 104 })).toBe(false); // 5 px diagonally
    expect(isDrag(start, { x: 104, y: 104 })).toBe(true);
    expect(isDrag(start, { x: 100, y: 94 })).toBe(true);
  });

  it('snaps to the nearest side edge with a 16 px margin, keeping its height', () => {
    expect(snapToEdge({ x: 60, y: 400 }, button, phone)).toEqual({ x: EDGE_MARGIN, y: 400 });
    expect(snapToEdge({ x: 250, y: 400 }, button, phone)).toEqual({
      x: phone.width - button.width - EDGE_MARGIN,
      y: 400,
    });
  });

  it('snaps to the top or bottom edge when that is nearer', () => {
    expect(snapToEdge({ x: 170, y: 20 }, button, phone)).toEqual({ x: 170, y: EDGE_MARGIN });
    expect(snapToEdge({ x: 170, y: 800 }, button, phone)).toEqual({
      x: 170,
      y: phone.height - button.height - EDGE_MARGIN,
    });
  });

  it('brings a button dropped outside the screen back inside the margins', () => {
    expect(snapToEdge({ x: -40, y: -30 }, button, phone)).toEqual({
      x: EDGE_MARGIN,
      y: EDGE_MARGIN,
    });
    expect(snapToEdge({ x: 500, y: 2000 }, button, phone)).toEqual({
      x: phone.width - button.width - EDGE_MARGIN,
      y: phone.height - button.height - EDGE_MARGIN,
    });
  });

  it('keeps a remembered place inside a smaller screen', () => {
    const small = { width: 320, height: 480 };
    expect(clampToViewport({ x: 318, y: 700 }, button, small)).toEqual({
      x: small.width - button.width - EDGE_MARGIN,
      y: small.height - button.height - EDGE_MARGIN,
    });
  });
});
