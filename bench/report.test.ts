import {
  atLeastTimes,
  atMostTimes,
  budgetTable,
  exactly,
  formatMs,
  formatRatio,
  formatTable,
  notMeasured,
  ratio,
  scoreEveryRun,
  under,
  withinPointsEveryRun,
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

  it('aligns as many leading columns left as it is told', () => {
    expect(formatTable(['a', 'b', 'c'], [['xx', 'yy', '1']], 2)).toEqual([
      'a   b   c',
      '--  --  -',
      'xx  yy  1',
    ]);
  });

  it('writes ratios with two decimals and an x, and milliseconds finer under 10 ms', () => {
    expect(formatRatio(ratio(273, 1973))).toBe('0.14x');
    expect(formatRatio(ratio(1973, 1973))).toBe('1.00x');
    expect(formatMs(1.234)).toBe('1.23 ms');
    expect(formatMs(123.45)).toBe('123.5 ms');
  });

  it('answers 0 for a ratio to a reference that measured nothing', () => {
    expect(ratio(100, 0)).toBe(0);
  });
});

describe("issue 31's budgets", () => {
  it('passes a throughput at the ratio itself and fails one just below (Varnish >= 0.8x nginx)', () => {
    expect(atLeastTimes('varnish', 'req/s', 800, 1000, 0.8)).toEqual({
      section: 'varnish',
      name: 'req/s',
      limit: '>= 0.80x',
      measured: '0.80x (800 vs 1000 req/s)',
      pass: true,
    });
    expect(atLeastTimes('varnish', 'req/s', 799, 1000, 0.8).pass).toBe(false);
  });

  it('fails a throughput with failed answers, or against a reference that measured nothing', () => {
    const failed = atLeastTimes('next', 'req/s', 2000, 1000, 1, 3);
    expect(failed.pass).toBe(false);
    expect(failed.measured).toBe('2.00x (2000 vs 1000 req/s), 3 failed');
    expect(atLeastTimes('next', 'req/s', 2000, 0, 1).pass).toBe(false);
  });

  it('passes a p99 up to its multiple of the reference and fails it beyond (<= 1.5x nginx)', () => {
    expect(atMostTimes('varnish', 'p99', 3, 2, 1.5)).toMatchObject({
      limit: '<= 1.50x',
      measured: '1.50x (3.00 ms vs 2.00 ms)',
      pass: true,
    });
    expect(atMostTimes('varnish', 'p99', 3.01, 2, 1.5).pass).toBe(false);
  });

  it('compares a p99 with a reference of 0 ms at the load resolution, not as infinitely worse', () => {
    expect(atMostTimes('next', 'p99', 0.01, 0, 1).pass).toBe(true);
    expect(atMostTimes('next', 'p99', 0.5, 0, 1).pass).toBe(false);
  });

  it('holds an absolute limit only strictly below it (create p99 < 100 ms)', () => {
    expect(under('booking', 'create p99', 99.9, 100, formatMs)).toMatchObject({
      limit: '< 100.0 ms',
      measured: '99.9 ms',
      pass: true,
    });
    expect(under('booking', 'create p99', 100, 100, formatMs).pass).toBe(false);
  });

  it('wants a count exactly (0 overbookings)', () => {
    expect(exactly('booking', 'overbookings', 0, 0, '20 guests, capacity 20').measured).toBe(
      '0 (20 guests, capacity 20)',
    );
    expect(exactly('booking', 'overbookings', 2, 0).pass).toBe(false);
  });

  it('holds Lighthouse performance within 3 points of the minimal page in every run, not on average', () => {
    const held = withinPointsEveryRun('lighthouse', '/ performance', [96, 95, 97], [99, 98, 98], 3);
    expect(held).toMatchObject({ measured: '96/95/97 vs 99/98/98', pass: true });
    // One run 4 points below its own reference fails, even though the others are above theirs.
    expect(withinPointsEveryRun('lighthouse', 'p', [99, 94, 99], [97, 98, 97], 3).pass).toBe(false);
    expect(withinPointsEveryRun('lighthouse', 'p', [], [], 3).pass).toBe(false);
    expect(withinPointsEveryRun('lighthouse', 'p', [99, 99], [97, 97, 97], 3).pass).toBe(false);
  });

  it('wants the other Lighthouse categories at 100 in every run', () => {
    expect(scoreEveryRun('lighthouse', 'seo', [100, 100, 100], 100).pass).toBe(true);
    expect(scoreEveryRun('lighthouse', 'seo', [100, 92, 100], 100)).toMatchObject({
      measured: '100/92/100',
      pass: false,
    });
  });

  it('counts a section that measured nothing as a FAIL, with why', () => {
    expect(notMeasured('publish', 'Publish to visible', 'Port 3803 is already in use')).toEqual({
      section: 'publish',
      name: 'Publish to visible',
      limit: '(measured)',
      measured: 'not measured: Port 3803 is already in use',
      pass: false,
    });
  });
});

describe('the closing table', () => {
  it('prints each budget with its limit, figure and PASS or FAIL, then the count', () => {
    const lines = budgetTable([
      atLeastTimes('varnish', '/about-us req/s vs nginx', 900, 1000, 0.8),
      under('publish', 'webhook', 620, 500, formatMs),
    ]);
    expect(lines).toEqual([
      'section  budget                    limit       measured                   verdict',
      '-------  ------------------------  ----------  -------------------------  -------',
      'varnish  /about-us req/s vs nginx  >= 0.80x    0.90x (900 vs 1000 req/s)     PASS',
      'publish  webhook                   < 500.0 ms  620.0 ms                      FAIL',
      '1 of 2 budgets pass, 1 fail',
    ]);
  });
});
