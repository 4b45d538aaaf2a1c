import type { Locator } from '@playwright/test';

/** WCAG contrast of two CSS colours as the browser computes them (`rgb(...)`/`rgba(...)`, opaque). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const channels = /rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(colour);
    if (!channels) throw new Error(`Not a computed colour: ${colour}`);
    const [r, g, b] = channels.slice(1, 4).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour of an element's text and the background behind it as the diner sees it: its own and
 * its ancestors' backgrounds, see-through ones (a tint) laid over what is below, on white.
 */
export async function textAndBackground(
  target: Locator,
): Promise<{ text: string; background: string }> {
  return target.evaluate((element) => {
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const parts = /rgba?\(([^)]+)\)/.exec(getComputedStyle(node).backgroundColor)?.[1];
      const [r = 0, g = 0, b = 0, a = 1] = (parts ?? '0, 0, 0, 0').split(',').map(Number);
      if (a > 0) layers.push([r, g, b, a]);
      if (a >= 1) break;
    }
    const [r, g, b] = layers.reduceRight(
      (below, [lr, lg, lb, la]) => [
        lr! * la! + below[0]! * (1 - la!),
        lg! * la! + below[1]! * (1 - la!),
        lb! * la! + below[2]! * (1 - la!),
      ],
      [255, 255, 255],
    );
    return {
      text: getComputedStyle(element).color,
      background: `rgb(${Math.round(r!)}, ${Math.round(g!)}, ${Math.round(b!)})`,
    };
  });
}
