import {
  createClient,
  type Asset,
  type Entry,
  type EntryCollection,
  type EntrySkeletonType,
  type FixedQueryOptions,
} from 'contentful';
import type { Logger } from '@/lib/log';
import type { EntryQuery, EntryStore, ResolvedEntry } from '../entry-store';
import { contentfulError } from './contentful-error';

export interface ContentfulEntryStoreOptions {
  /** The space id. */
  space: string;
  /** A Delivery API token, or a Preview API token with the preview host. */
  accessToken: string;
  /** The environment (default master). */
  environment?: string;
  /** cdn.contentful.com (the default), preview.contentful.com, or host:port of an emulator. */
  host?: string;
  /** Plain http instead of https (a local emulator only). */
  insecure?: boolean;
  /** Entries per request: the Delivery API's maximum unless a test wants to see the paging. */
  pageSize?: number;
  /** How often the SDK retries a failed connection, 5xx or 429 before giving up (default 5). */
  retryLimit?: number;
  /**
   * How long a request may wait for the API (default the SDK's 30 s). With the SDK's pause of about
   * 2 s between tries, a read of an unreachable API fails within timeoutMs * (retryLimit + 1) + 2.5 s
   * * retryLimit.
   */
  timeoutMs?: number;
  /** Where the SDK's retry warnings go (the console otherwise). */
  log?: Pick<Logger, 'warn'>;
}

/** The Delivery API's largest page. */
export const maxPageSize = 1000;

type RawEntry = Entry<EntrySkeletonType, 'WITHOUT_LINK_RESOLUTION'>;
type RawAsset = Asset<'WITHOUT_LINK_RESOLUTION'>;
type Raw = EntryCollection<EntrySkeletonType, 'WITHOUT_LINK_RESOLUTION'>;

/**
 * The Contentful content store: the `contentful` SDK against the Delivery API (published content)
 * or the Preview API (drafts too), depending on the host and token it is given.
 */
export function createContentfulEntryStore(options: ContentfulEntryStoreOptions): EntryStore {
  const { space, accessToken, pageSize = maxPageSize, log } = options;
  if (!space || !accessToken) {
    throw new Error('The Contentful content store needs a space id and an access token');
  }
  const client = createClient({
    space,
    accessToken,
    environment: options.environment ?? 'master',
    host: options.host ?? 'cdn.contentful.com',
    insecure: options.insecure ?? false,
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    ...(log
      ? { logHandler: (level: string, data?: unknown) => log.warn({ level }, text(data)) }
      : {}),
  });

  return {
    async getEntries({ contentType, fields = {}, include }: EntryQuery): Promise<ResolvedEntry[]> {
      if (!Number.isInteger(include) || include < 0 || include > 10) {
        throw new RangeError(`include must be a whole number from 0 to 10, not ${include}`);
      }
      const filters = Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [`fields.${field}`, value]),
      );
      const items = new Map<string, RawEntry>();
      const includedEntries = new Map<string, RawEntry>();
      const includedAssets = new Map<string, RawAsset>();

      // Page through everything, unresolved: the links of one page may point at entries another page
      // brought, so links are resolved once over all pages (below), as one big response would be.
      // Ordering by id keeps the pages stable while editors publish.
      for (let skip = 0; ; skip += pageSize) {
        let page: Raw;
        try {
          page = await client.withoutLinkResolution.getEntries({
            content_type: contentType,
            include: include as FixedQueryOptions['include'], // checked above
            limit: pageSize,
            skip,
            order: ['sys.id'],
            ...filters,
          });
        } catch (error) {
          throw contentfulError(error, `list the "${contentType}" entries`, accessToken);
        }
        for (const item of page.items) items.set(item.sys.id, item);
        for (const entry of page.includes?.Entry ?? []) includedEntries.set(entry.sys.id, entry);
        for (const asset of page.includes?.Asset ?? []) includedAssets.set(asset.sys.id, asset);
        if (page.items.length === 0 || skip + page.items.length >= page.total) break;
      }

      // The SDK's default link resolution: a link whose target came back becomes that target; any
      // other link (missing, unpublished, deeper than `include`) stays a link object.
      const resolved = client.parseEntries<EntrySkeletonType>({
        sys: { type: 'Array' },
        total: items.size,
        skip: 0,
        limit: items.size,
        items: [...items.values()],
        includes: {
          Entry: [...includedEntries.values()].filter((entry) => !items.has(entry.sys.id)),
          Asset: [...includedAssets.values()],
        },
      });
      // The SDK types fields loosely; the entries are what ResolvedEntry describes.
      return resolved.items as ResolvedEntry[];
    },
  };
}

function text(data: unknown): string {
  if (typeof data === 'string') return `Contentful: ${data}`;
  return `Contentful: ${data instanceof Error ? data.message : 'SDK message'}`;
}
