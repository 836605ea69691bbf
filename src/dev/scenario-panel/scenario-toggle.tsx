import { useRef, useState, type PointerEvent } from 'react';
import styles from './scenario-panel.module.css';

const STORED_BOTTOM = 'tradedesk:dev-scenario-toggle-bottom';
/** A press that moves less than this is a tap, not a drag. */
const DRAG_THRESHOLD_PX = 4;

const storedBottom = () => {
  const stored = Number(sessionStorage.getItem(STORED_BOTTOM));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
};

/**
 * The panel's button: a slim tab on the right edge, in the pages' side margin, that can be dragged up or down
 * the edge when a screen has a control there; where it was left is kept for the tab's session.
 */
export function ScenarioToggle({ label, onOpen }: { label: string; onOpen: () => void }) {
  const [bottom, setBottom] = useState(storedBottom);
  const drag = useRef<{ startY: number; startBottom: number; moved: boolean } | null>(null);
  const moved = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startBottom: window.innerHeight - box.bottom, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const distance = current.startY - event.clientY;
    if (!current.moved && Math.abs(distance) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const height = event.currentTarget.offsetHeight;
    setBottom(Math.min(Math.max(current.startBottom + distance, 0), window.innerHeight - height));
  };
  const onPointerUp = () => {
    moved.current = drag.current?.moved ?? false;
    drag.current = null;
    if (moved.current && bottom !== undefined) sessionStorage.setItem(STORED_BOTTOM, String(Math.round(bottom)));
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      style={bottom === undefined ? undefined : { bottom }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={() => {
        // the click that ends a drag only puts the button down
        if (moved.current) moved.current = false;
        else onOpen();
      }}
    >
      {label}
    </button>
  );
}
