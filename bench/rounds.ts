import type { LoadResult } from './load-result';
import { formatRatio } from './report';

/** A round: the load measured and, right before or after it, its reference's. */
export interface Round {
  load: LoadResult;
  reference: LoadResult;
}

/**
 * The round whose req/s ratio is the median of all rounds': a budget's figure where the machine
 * drifts. In a round the two loads run one after the other, so a drift moves both, and one load
 * that something else on the machine slowed (on either side) moves the mean but not the median.
 * Rounds should be odd in number, so one of them is the median.
 */
export function medianRound(rounds: Round[]): Round {
  if (rounds.length === 0) throw new Error('No round to take the median of');
  const sorted = [...rounds].sort((a, b) => roundRatio(a) - roundRatio(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A round's req/s ratio, its load's to its reference's. */
const roundRatio = (round: Round): number =>
  round.load.requestsPerSecond / Math.max(1, round.reference.requestsPerSecond);

/** Each round's ratio, as the report prints them: `0.91x 0.88x ...`. */
export function roundRatios(rounds: Round[]): string {
  return rounds.map((round) => formatRatio(roundRatio(round))).join(' ');
}

/**
 * `count` rounds of `load` and its `reference`, the reference first in even rounds and second in
 * odd ones: a drift over the rounds then favours neither.
 */
export async function alternatingRounds(
  count: number,
  reference: () => Promise<LoadResult>,
  load: () => Promise<LoadResult>,
): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let round = 0; round < count; round++) {
    if (round % 2 === 0) {
      const first = await reference();
      rounds.push({ reference: first, load: await load() });
    } else {
      const first = await load();
      rounds.push({ load: first, reference: await reference() });
    }
  }
  return rounds;
}
