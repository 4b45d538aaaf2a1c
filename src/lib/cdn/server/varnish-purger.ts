import type { CdnPurger } from './cdn-purger';
import { CdnPurgeError } from './cdn-purge-error';
import { keysToPurge, purgeBatches } from './purge-batches';
import { sendPurge, type PurgeAnswer, type PurgeTransport } from './send-purge';

/** Where the purger finds the Varnish nodes, and how it reaches them. */
export interface VarnishPurgerOptions extends PurgeTransport {
  /** The base URL of each Varnish (CDN_PURGE_URL): every one holds its own cache. */
  urls: readonly string[];
}

/**
 * Keys per request stay under 4 KB of header: far within Varnish's limit on a request header line
 * (http_req_hdr_len, 8 KB by default).
 */
const maxHeaderBytes = 4000;

/**
 * Purges Tavola's own Varnish (deploy/varnish/tavola.vcl): `PURGE /` to every node with the keys,
 * space-separated, in an `xkey-purge` header; Varnish answers 200 with `X-Purged`, the number of
 * objects it removed. The nodes are purged side by side, each in batches of at most 4 KB of keys;
 * one node failing does not stop the others, and the error names each node that failed.
 */
export class VarnishPurger implements CdnPurger {
  readonly name = 'varnish';
  private readonly urls: string[];

  constructor(private readonly options: VarnishPurgerOptions) {
    if (options.urls.length === 0) throw new RangeError('A Varnish purger needs at least one URL');
    this.urls = options.urls.map((url) => url.replace(/\/+$/, ''));
  }

  async purge(keys: readonly string[]): Promise<void> {
    const batches = purgeBatches(keysToPurge(keys), {
      maxKeys: Infinity,
      maxBytes: maxHeaderBytes,
    });
    if (batches.length === 0) return;
    const outcomes = await Promise.allSettled(this.urls.map((url) => this.purgeNode(url, batches)));
    const failures = outcomes.flatMap((outcome) => {
      if (outcome.status === 'fulfilled') return [];
      // Anything but a purge error is a fault in this code: not dressed up as a tier's failure.
      if (!(outcome.reason instanceof CdnPurgeError)) throw outcome.reason;
      return [outcome.reason];
    });
    const [first] = failures;
    if (!first) return;
    if (failures.length === 1) throw first;
    const messages = failures.map((failure) => failure.message).join('; ');
    throw new CdnPurgeError(
      `${failures.length} of ${this.urls.length} Varnish nodes were not purged: ${messages}`,
      {
        provider: 'varnish',
        status: first.status,
        providerMessage: first.providerMessage,
        attempts: Math.max(...failures.map((failure) => failure.attempts)),
      },
      { cause: new AggregateError(failures) },
    );
  }

  private async purgeNode(url: string, batches: string[][]): Promise<void> {
    for (const batch of batches) {
      await sendPurge(
        {
          provider: 'varnish',
          target: `Varnish at ${url}`,
          url: `${url}/`,
          method: 'PURGE',
          headers: { 'xkey-purge': batch.join(' ') },
          failureOf: varnishFailure,
        },
        this.options,
      );
    }
  }
}

/**
 * A purge answered by tavola.vcl carries X-Purged. A 200 without it came from something else (a
 * Varnish without tavola.vcl passes PURGE on to the app), and purged nothing.
 */
function varnishFailure(answer: PurgeAnswer): string | null {
  if (answer.status === 200 && answer.headers.has('x-purged')) return null;
  if (answer.status === 200) {
    return 'it answered without X-Purged: is deploy/varnish/tavola.vcl loaded?';
  }
  return answer.statusText || `HTTP ${answer.status}`;
}
