import { useEffect, useRef, useState } from 'react';
import { scrollHint, type ScrollHint } from './scroll-hint';

/**
 * Whether the table inside `ref` has columns hidden to the left or right (antd scrolls a wide
 * table inside `.ant-table-content` or `.ant-table-body`): the table shows a fade on that edge
 * and a "Scroll →" hint, so a phone user knows there is more.
 */
export function useScrollHint<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [hint, setHint] = useState<ScrollHint>({ left: false, right: false });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let scroller: HTMLElement | null = null;
    const measure = () => {
      const el = root.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (el !== scroller) {
        scroller?.removeEventListener('scroll', measure);
        el?.addEventListener('scroll', measure, { passive: true });
        scroller = el;
      }
      const next = el ? scrollHint(el) : { left: false, right: false };
      setHint((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(root);
    const changed = new MutationObserver(measure);
    changed.observe(root, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      scroller?.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, hint] as const;
}
