import { isPostcodeArea, type PostcodeArea } from './postcode-areas';

/**
 * A UK postcode or a part of one, as a person may type it in a location search, normalised to upper
 * case with one space before the inward code:
 * - `postcode`: a full postcode, `LS1 5AB` (outward code `LS1`, inward code `5AB`);
 * - `district`: an outward code (postcode district), `LS1` or `EC1A`;
 * - `area`: the letters of a postcode area, `LS`.
 */
export type ParsedPostcode =
  | { kind: 'postcode'; text: string; area: PostcodeArea; outward: string; inward: string }
  | { kind: 'district'; text: string; area: PostcodeArea; outward: string }
  | { kind: 'area'; text: string; area: PostcodeArea };

/*
 * The official format (the Royal Mail's, as the UK Government Data Standards Catalogue states it):
 * the outward code is A9, A99, A9A, AA9, AA99 or AA9A; the inward code is 9AA.
 * - 1st letter: any but Q, V, X;            2nd letter: any but I, J, Z;
 * - letter after A9 (A9A): A-H, J, K, P, S, T, U, W;
 * - letter after AA9 (AA9A): A, B, E, H, M, N, P, R, V, W, X, Y;
 * - the two inward letters: any but C, I, K, M, O, V.
 * The non-geographic GIR 0AA (Girobank) and the overseas territories' codes are not accepted: no
 * postcode area holds them, so no search could place them.
 */
const area = '[A-PR-UWYZ][A-HK-Y]?';
const outward =
  '[A-PR-UWYZ](?:\\d[A-HJKPSTUW]|\\d{1,2}|[A-HK-Y]\\d[ABEHMNPRVWXY]|[A-HK-Y]\\d{1,2})';
const inward = '\\d[ABD-HJLNP-UW-Z]{2}';

const fullPattern = new RegExp(`^(${outward})(${inward})$`);
const outwardPattern = new RegExp(`^${outward}$`);
const areaPattern = new RegExp(`^${area}$`);

/**
 * Reads a full postcode, an outward code or a postcode area in any case and spacing (`ls15ab`,
 * `LS1 5AB`, `ls1`, `LS`). Null when the text is none of those, or its area is not a UK postcode
 * area (`QQ1`, `ZZ1 1AA`).
 */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 1 || compact.length > 7) return null;

  const full = fullPattern.exec(compact);
  if (full) {
    const [, out = '', inn = ''] = full;
    const letters = areaOf(out);
    if (!letters) return null;
    return { kind: 'postcode', text: `${out} ${inn}`, area: letters, outward: out, inward: inn };
  }
  if (outwardPattern.test(compact)) {
    const letters = areaOf(compact);
    return letters ? { kind: 'district', text: compact, area: letters, outward: compact } : null;
  }
  if (areaPattern.test(compact) && isPostcodeArea(compact)) {
    return { kind: 'area', text: compact, area: compact };
  }
  return null;
}

function areaOf(outwardCode: string): PostcodeArea | null {
  const letters = /^[A-Z]+/.exec(outwardCode)?.[0] ?? '';
  return isPostcodeArea(letters) ? letters : null;
}
