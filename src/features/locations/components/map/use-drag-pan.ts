import { useRef, type PointerEvent } from 'react';

/**
 * Pointer handlers that move the map as it is dragged (mouse, pen or one finger). A press on a
 * button (a marker) is left to the button, so its click still chooses it.
 */
export function useDragPan(pan: (dx: number, dy: number) => void) {
  const last = useRef<{ x: number; y: number } | null>(null);
  const end = () => {
    last.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      // Keeps the drag going when the pointer leaves the map.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      last.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!last.current) return;
      // The map follows the pointer, so the centre moves the other way.
      pan(last.current.x - event.clientX, last.current.y - event.clientY);
      last.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
