import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// Every browser and Node have TextEncoder and TextDecoder, jsdom has neither: ical-generator (the
// .ics file) measures with one, and jose (server code some component tests render through) reads
// tokens with the other.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
