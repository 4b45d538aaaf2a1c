import { parsePostcode } from './postcode';
import { isPostcodeArea, postcodeAreaTowns, townOfPostcodeArea } from './postcode-areas';

describe('parsePostcode', () => {
  it.each([
    ['LS1 5AB', 'LS1 5AB', 'LS', 'LS1', '5AB'],
    ['ls15ab', 'LS1 5AB', 'LS', 'LS1', '5AB'],
    ['  ls1   5ab ', 'LS1 5AB', 'LS', 'LS1', '5AB'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC', 'EC1A', '1BB'],
    ['ec1a1bb', 'EC1A 1BB', 'EC', 'EC1A', '1BB'],
    ['W1A 0AX', 'W1A 0AX', 'W', 'W1A', '0AX'],
    ['M1 1AE', 'M1 1AE', 'M', 'M1', '1AE'],
    ['B33 8TH', 'B33 8TH', 'B', 'B33', '8TH'],
    ['CR2 6XH', 'CR2 6XH', 'CR', 'CR2', '6XH'],
    ['DN55 1PT', 'DN55 1PT', 'DN', 'DN55', '1PT'],
    ['sw1a2aa', 'SW1A 2AA', 'SW', 'SW1A', '2AA'],
    ['BT48 6DQ', 'BT48 6DQ', 'BT', 'BT48', '6DQ'],
  ])('reads the full postcode %j as %s', (input, text, area, outward, inward) => {
    expect(parsePostcode(input)).toEqual({ kind: 'postcode', text, area, outward, inward });
  });

  it.each([
    ['LS1', 'LS'],
    ['ls1', 'LS'],
    ['EC1A', 'EC'],
    ['w1a', 'W'],
    ['B33', 'B'],
    ['DN55', 'DN'],
    ['N1C', 'N'],
    ['SE1P', 'SE'],
  ])('reads the outward code %j as a district', (input, area) => {
    expect(parsePostcode(input)).toEqual({
      kind: 'district',
      text: input.toUpperCase(),
      area,
      outward: input.toUpperCase(),
    });
  });

  it.each([
    ['LS', 'LS'],
    ['ls', 'LS'],
    ['B', 'B'],
    [' ze ', 'ZE'],
  ])('reads %j as the postcode area %s', (input, area) => {
    expect(parsePostcode(input)).toEqual({ kind: 'area', text: area, area });
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'blanks'],
    ['Leeds', 'a town'],
    ['York', 'a town of four letters'],
    ['QA1 1AA', 'Q first'],
    ['VA1 1AA', 'V first'],
    ['XA1 1AA', 'X first'],
    ['AI1 1AA', 'I second'],
    ['AZ1 1AA', 'Z second'],
    ['LS1 5CA', 'C in the inward code'],
    ['LS1 5AI', 'I in the inward code'],
    ['LS1 5AK', 'K in the inward code'],
    ['LS1 5MA', 'M in the inward code'],
    ['LS1 5OA', 'O in the inward code'],
    ['LS1 5VA', 'V in the inward code'],
    ['W1I 0AX', 'I after A9'],
    ['EC1C 1BB', 'C after AA9'],
    ['LS1 5A', 'a short inward code'],
    ['LS123 5AB', 'a three-digit district'],
    ['LSS1', 'three letters'],
    ['12345', 'digits only'],
    ['AA1 1AA', 'an area that does not exist'],
    ['ZZ1', 'a district in no area'],
    ['QQ', 'letters that are no area'],
    ['GIR 0AA', 'the Girobank code, in no area'],
    ['LS1 5AB X', 'more after the postcode'],
  ])('refuses %j (%s)', (input) => {
    expect(parsePostcode(input)).toBeNull();
  });
});

describe('postcode areas', () => {
  it('lists the 121 UK postcode areas, each with its town', () => {
    const areas = Object.keys(postcodeAreaTowns);
    expect(areas).toHaveLength(121);
    for (const area of areas) expect(area).toMatch(/^[A-Z]{1,2}$/);
    expect(new Set(Object.values(postcodeAreaTowns)).size).toBe(121 - 7); // London has eight
  });

  it('names the post town of an area', () => {
    expect(townOfPostcodeArea('AB')).toBe('Aberdeen');
    expect(townOfPostcodeArea('AL')).toBe('St Albans');
    expect(townOfPostcodeArea('LS')).toBe('Leeds');
    expect(townOfPostcodeArea('EC')).toBe('London');
    expect(townOfPostcodeArea('ZE')).toBe('Lerwick');
  });

  it('knows an area by its letters, and only UK areas', () => {
    expect(isPostcodeArea('LS')).toBe(true);
    expect(isPostcodeArea('ls')).toBe(false);
    expect(isPostcodeArea('JE')).toBe(false);
    expect(isPostcodeArea('toString')).toBe(false);
  });
});
