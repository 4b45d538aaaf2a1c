import { preferredScrollBehavior } from '@/lib/ui';

/** Spec 2 §2 and §9: smooth scrolling stops 58 px above its target, and retries after 300 ms. */
export const scrollDefaults = { offset: -58, retryDelayMs: 300 } as const;

/** The element id of a menu section: section-{anchor}. */
export const sectionId = (anchor: string): string => `section-${anchor}`;

/** The anchor named by a URL hash: '#pizza' and '#section-pizza' both name 'pizza'. */
export function anchorFromHash(hash: string): string {
  let anchor = hash.replace(/^#/, '');
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    // A malformed escape: use the hash as it is.
  }
  return anchor.startsWith('section-') ? anchor.slice('section-'.length) : anchor;
}

/** True when the whole element is inside the viewport. */
export function isInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

/**
 * Calls `done` once the page's scrolling has come to rest: at `scrollend` where the browser has
 * it, else (and in any case, should no scrolling start at all) once no scroll event has come for
 * `quietMs` and the next animation frame finds the page where it was. That frame matters on a busy
 * machine: a timer can run before the frame that starts (or moves) a smooth scroll, and judging
 * then centred a section the scroll was about to land 58 px from the top. Returns what cancels
 * the wait.
 */
export function whenScrollEnds(done: () => void, quietMs: number): () => void {
  let frame: number | undefined;
  let quiet = window.setTimeout(checkAtRest, quietMs);
  function checkAtRest() {
    const y = window.scrollY;
    frame = window.requestAnimationFrame(() => {
      frame = undefined;
      if (window.scrollY === y) finish();
      else rearm();
    });
  }
  function rearm() {
    window.clearTimeout(quiet);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    frame = undefined;
    quiet = window.setTimeout(checkAtRest, quietMs);
  }
  window.addEventListener('scroll', rearm, { passive: true });
  if ('onscrollend' in window) window.addEventListener('scrollend', finish);
  function cancel() {
    window.clearTimeout(quiet);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', rearm);
    window.removeEventListener('scrollend', finish);
  }
  function finish() {
    cancel();
    done();
  }
  return cancel;
}

/** The retry of the last jump: a new jump cancels it, so it never pulls the page elsewhere. */
let pendingRetry: (() => void) | undefined;

/**
 * Scrolls smoothly to the section with this anchor, its top `offset` px from the top of the
 * viewport. Once the scroll has ended, if the section's heading is still not in view (the page
 * moved, or the smooth scroll was cut short), it is brought to the centre: judged any earlier, a
 * smooth scroll still under way counts as 'not in view', and centring it moved the section from
 * 58 px to the middle of the screen. No scroll at all is judged after `retryDelayMs`. False when
 * there is no such section.
 */
export function scrollToSection(
  anchor: string,
  {
    offset = scrollDefaults.offset,
    retryDelayMs = scrollDefaults.retryDelayMs,
  }: { offset?: number; retryDelayMs?: number } = {},
): boolean {
  const section = document.getElementById(sectionId(anchor));
  if (!section) return false;
  pendingRetry?.();
  const behavior = preferredScrollBehavior();
  const top = section.getBoundingClientRect().top + window.scrollY + offset;
  window.scrollTo({ top: Math.max(0, top), behavior });
  const cancel = whenScrollEnds(() => {
    pendingRetry = undefined;
    const target = section.querySelector('h1, h2, h3, h4, h5, h6') ?? section;
    if (!isInView(target)) target.scrollIntoView({ block: 'center', behavior });
  }, retryDelayMs);
  pendingRetry = cancel;
  return true;
}
