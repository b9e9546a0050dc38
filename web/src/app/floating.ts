/** The mobile floating button's rules (spec 2.3): pure, so they are unit-tested. */
export const EDGE_MARGIN = 16;
export const DRAG_THRESHOLD = 5;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** A press becomes a drag once the pointer has moved more than the threshold from where it began. */
export function isDrag(start: Point, now: Point): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) > DRAG_THRESHOLD;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps the button (top-left at `p`) wholly inside the viewport, `EDGE_MARGIN` from each side. */
export function clampToViewport(p: Point, button: Size, viewport: Size): Point {
  return {
    x: clamp(p.x, EDGE_MARGIN, viewport.width - button.width - EDGE_MARGIN),
    y: clamp(p.y, EDGE_MARGIN, viewport.height - button.height - EDGE_MARGIN),
  };
}

/**
 * Where a released button comes to rest: against the nearest of the four edges, `EDGE_MARGIN`
 * away from it, staying where it was along that edge (within the margins).
 */
export function snapToEdge(p: Point, button: Size, viewport: Size): Point {
  const inside = clampToViewport(p, button, viewport);
  const centre = { x: p.x + button.width / 2, y: p.y + button.height / 2 };
  const distances = {
    left: centre.x,
    right: viewport.width - centre.x,
    top: centre.y,
    bottom: viewport.height - centre.y,
  };
  const nearest = (Object.keys(distances) as (keyof typeof distances)[]).reduce((a, b) =>
    distances[b] < distances[a] ? b : a,
  );
  switch (nearest) {
    case 'left':
      return { x: EDGE_MARGIN, y: inside.y };
    case 'right':
      return { x: Math.max(EDGE_MARGIN, viewport.width - button.width - EDGE_MARGIN), y: inside.y };
    case 'top':
      return { x: inside.x, y: EDGE_MARGIN };
    case 'bottom':
      return {
        x: inside.x,
        y: Math.max(EDGE_MARGIN, viewport.height - button.height - EDGE_MARGIN),
      };
  }
}

/** The resting place of a button that has never been moved: bottom right. */
export function defaultPosition(button: Size, viewport: Size): Point {
  return {
    x: viewport.width - button.width - EDGE_MARGIN,
    y: viewport.height - button.height - EDGE_MARGIN * 5,
  };
}
