import {
  formatRatio,
  formatTable,
  holds,
  lighthouseBudgets,
  nextDataBytes,
  pageBudgets,
  ratio,
  verdict,
} from './report';

describe('the benchmark tables', () => {
  it('sizes each column to its widest cell, the first left and the figures right', () => {
    expect(
      formatTable(
        ['page', 'req/s'],
        [
          ['/', '273'],
          ['/about-us', '1973'],
        ],
      ),
    ).toEqual(['page       req/s', '---------  -----', '/            273', '/about-us   1973']);
  });

  it('leaves no spaces after the last cell and pads a missing cell', () => {
    expect(formatTable(['a', 'b'], [['x']])).toEqual(['a  b', '-  -', 'x']);
  });

  it('writes ratios with two decimals and an x', () => {
    expect(formatRatio(ratio(273, 1973))).toBe('0.14x');
    expect(formatRatio(ratio(1973, 1973))).toBe('1.00x');
  });

  it('answers 0 for a ratio to a baseline that measured nothing', () => {
    expect(ratio(100, 0)).toBe(0);
  });
});

describe('the budget verdicts', () => {
  it('holds a lower bound at the bound itself and not below', () => {
    expect(holds(pageBudgets.ssr, 1)).toBe(true);
    expect(holds(pageBudgets.ssr, 0.99)).toBe(false);
    expect(holds(pageBudgets.static, 0.5)).toBe(true);
    expect(holds(pageBudgets.static, 0.49)).toBe(false);
    expect(holds(pageBudgets.availability, 0.5)).toBe(true);
  });

  it('holds an upper bound only below it: p99 < 50 ms', () => {
    expect(holds(pageBudgets.p99, 49)).toBe(true);
    expect(holds(pageBudgets.p99, 50)).toBe(false);
    expect(holds(pageBudgets.bookingP99, 62)).toBe(false);
  });

  it('prints within or OVER', () => {
    expect(verdict(true)).toBe('within');
    expect(verdict(false)).toBe('OVER');
  });

  it("keeps issue 17's Lighthouse budgets", () => {
    expect(lighthouseBudgets).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
  });
});

describe('nextDataBytes', () => {
  it("measures the page's props in UTF-8 bytes", () => {
    const props = '{"props":{"pageProps":{"name":"Caffè"}}}';
    const html = `<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${props}</script></body></html>`;
    expect(nextDataBytes(html)).toBe(props.length + 1); // è is two bytes
  });

  it('reads the script whatever attributes follow its type', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json" crossorigin="">{}</script>';
    expect(nextDataBytes(html)).toBe(2);
  });

  it('answers 0 for a page without props', () => {
    expect(nextDataBytes('<html><body>static</body></html>')).toBe(0);
  });
});
