import { contrastRatio, mixColours, relativeLuminance, rgbTriplet, textColourOn } from './colour';

describe('colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's reference: the lightest grey that reads on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // The brand bronze on the off-white page: the tokens' comment says 4.3:1, under AA.
    expect(contrastRatio('#ca4b2f', '#fff5e9')).toBeCloseTo(4.3, 1);
    expect(contrastRatio('#244742', '#fff5e9')).toBeGreaterThan(9);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158, 3);
  });

  it('puts black or white text on a colour, whichever reads better, always at 4.5:1 or more', () => {
    expect(textColourOn('#244742')).toBe('#ffffff');
    expect(textColourOn('#f6c453')).toBe('#000000');
    for (const colour of ['#777777', '#767676', '#0000ff', '#ff0000', '#00ff00', '#ca4b2f']) {
      expect(contrastRatio(colour, textColourOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('mixes two colours channel by channel', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#244742', '#000000', 0)).toBe('#244742');
    expect(mixColours('#244742', '#000000', 0.15)).toBe('#1f3c38');
    expect(rgbTriplet('#244742')).toBe('36, 71, 66');
  });
});
