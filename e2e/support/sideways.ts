import type { Page } from '@playwright/test';

/**
 * The document's width at a viewport `viewport` px wide, and what reaches past the right edge
 * (the innermost such elements, named by tag, id and classes), for a no-sideways-scroll check.
 */
export async function sidewaysOverflow(page: Page, viewport: number) {
  return page.evaluate((viewport) => {
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && Math.round(box.right + window.scrollX) > viewport;
    });
    const innermost = past.filter(
      (element) => !past.some((other) => element.contains(other) && other !== element),
    );
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: [...new Set(innermost.map(describe))].slice(0, 8),
    };
  }, viewport);
}
