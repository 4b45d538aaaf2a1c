import { useEffect, useRef, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

/** The element's size in pixels, kept up to date; `fallback` until it has been measured. */
export function useElementSize<T extends HTMLElement>(fallback: Size) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      // A hidden map measures 0: keep the last size rather than collapse the view.
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
