import { HttpError, statusTitles } from './errors';

/** What a caller reads when it already has as many of these requests under way as it may. */
export const tooManyAtOnceMessage =
  'Too many uploads from here at once. Please wait for the others to finish and try again.';

/**
 * How many requests each address has under way on one route, so that one address cannot hold many
 * large bodies in memory at once (a script opening a hundred uploads side by side). Only addresses
 * with a request under way are kept: the map is never larger than the open connections.
 */
export class ConcurrentRequests {
  private readonly underWay = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts one more request from `address`, or throws a 429 past the cap; returns its release. */
  enter(address: string): () => void {
    const count = this.underWay.get(address) ?? 0;
    if (count >= this.perAddress) {
      throw new HttpError(
        429,
        { code: 429, title: statusTitles[429]!, message: tooManyAtOnceMessage },
        { 'Retry-After': '10' },
      );
    }
    this.underWay.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.underWay.get(address) ?? 1) - 1;
      if (left > 0) this.underWay.set(address, left);
      else this.underWay.delete(address);
    };
  }

  /** How many addresses have a request under way (tests). */
  get addresses(): number {
    return this.underWay.size;
  }
}
