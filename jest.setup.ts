import '@testing-library/jest-dom/jest-globals';
import { TextEncoder } from 'node:util';

// Every browser has TextEncoder, jsdom has none: ical-generator (the .ics file) measures with it.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
