// Builds public/icons/sprite.svg from the Bootstrap Icons named in src/lib/ui/icon-names.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from '../src/lib/ui/icon-names';

const iconsDir = path.join(process.cwd(), 'node_modules/bootstrap-icons/icons');

const symbols = iconNames.map((name) => {
  const svg = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 16 16';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<symbol id="${name}" viewBox="${viewBox}">${inner.replace(/\s*\n\s*/g, '')}</symbol>`;
});

const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
writeFileSync(path.join(process.cwd(), 'public/icons/sprite.svg'), sprite);
console.log(`public/icons/sprite.svg: ${iconNames.length} icons`);
