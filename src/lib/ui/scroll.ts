/** 'smooth', or 'auto' for a diner who asked their system for reduced motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/** The fixed header's height, which an in-page scroll must clear. */
export function headerOffset(): number {
  const header = document.querySelector('header');
  return header instanceof HTMLElement ? header.offsetHeight : 0;
}

/** Scrolls (smoothly, unless motion is reduced) so `element` sits just below the header. */
export function scrollBelowHeader(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - headerOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: preferredScrollBehavior() });
}
