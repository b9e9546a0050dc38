/** Which edges of a scrolled box hide content. */
export interface ScrollHint {
  left: boolean;
  right: boolean;
}

/** A pixel of rounding is not "more to see". */
const SLACK = 1;

export function scrollHint(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollHint {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= SLACK) return { left: false, right: false };
  const left = Math.abs(box.scrollLeft);
  return { left: left > SLACK, right: left < hidden - SLACK };
}
