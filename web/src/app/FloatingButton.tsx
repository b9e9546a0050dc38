import { MenuOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  clampToViewport,
  defaultPosition,
  isDrag,
  snapToEdge,
  type Point,
  type Size,
} from './floating';
import { session } from '../core/session';

const SIZE: Size = { width: 56, height: 56 };
/**
 * The screen the button must stay on: the layout viewport without scrollbars. `innerWidth`
 * grows with a page wider than the phone (it measured the menu pages' wide tables), which put
 * the button half off the screen.
 */
const viewport = (): Size => {
  const root = document.documentElement;
  const visual = window.visualViewport;
  return {
    width: Math.min(root.clientWidth || window.innerWidth, visual?.width ?? Infinity),
    height: Math.min(root.clientHeight || window.innerHeight, visual?.height ?? Infinity),
  };
};

/**
 * The mobile floating button that toggles the sidebar (spec 2.3): drag it anywhere; on release it
 * snaps to the nearest edge (16 px margin) and the place is remembered in the local session. A
 * move of 5 px or less is a tap.
 */
export function FloatingButton({ onToggle, open }: { onToggle: () => void; open: boolean }) {
  const [position, setPosition] = useState<Point>(() =>
    clampToViewport(
      session.get().floatingButton ?? defaultPosition(SIZE, viewport()),
      SIZE,
      viewport(),
    ),
  );
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const onResize = () => setPosition((p) => clampToViewport(p, SIZE, viewport()));
    window.addEventListener('resize', onResize);
    window.visualViewport?.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
    };
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: position, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const now = { x: e.clientX, y: e.clientY };
    if (!d.moved && !isDrag(d.start, now)) return;
    d.moved = true;
    setPosition({ x: d.origin.x + now.x - d.start.x, y: d.origin.y + now.y - d.start.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (!d.moved) {
      onToggle();
      return;
    }
    const dropped = {
      x: d.origin.x + e.clientX - d.start.x,
      y: d.origin.y + e.clientY - d.start.y,
    };
    const rest = snapToEdge(dropped, SIZE, viewport());
    setPosition(rest);
    session.update({ floatingButton: rest });
  };

  return (
    <button
      type="button"
      className="mise-fab"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      data-testid="floating-button"
      style={{ left: position.x, top: position.y, width: SIZE.width, height: SIZE.height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
    >
      <MenuOutlined />
    </button>
  );
}
