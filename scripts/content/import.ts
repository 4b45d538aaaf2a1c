// `npm run content:import -- --space <id> --token <management token> --asset-base-url <https url>
//  [--environment master] [--brand tavola]`
//
// Pushes a brand's local content store (content/<brand>.json: content types, entries, assets) to a
// real Contentful space with contentful-import. The local store's own images live in public/, so
// their URLs are first made absolute with --asset-base-url (the deployed site), from where
// Contentful fetches and processes them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import runContentfulImport from 'contentful-import';

interface AssetFile {
  url: string;
  [key: string]: unknown;
}
type Space = { assets: { fields: { file?: Record<string, AssetFile> } }[] };

/**
 * Rewrites the site-relative asset URLs of an export (/images/...) to protocol-relative URLs on
 * `assetBaseUrl`, the form Contentful's own exports use and contentful-import uploads from.
 */
export function withUploadableAssets<T extends Space>(space: T, assetBaseUrl: string): T {
  const base = new URL(assetBaseUrl);
  if (base.protocol !== 'https:') throw new Error('--asset-base-url must be an https:// URL');
  const copy = structuredClone(space);
  for (const asset of copy.assets) {
    for (const file of Object.values(asset.fields.file ?? {})) {
      if (file.url.startsWith('/') && !file.url.startsWith('//')) {
        file.url = `//${base.host}${new URL(file.url, base).pathname}`;
      }
    }
  }
  return copy;
}

async function main() {
  const { values } = parseArgs({
    options: {
      space: { type: 'string' },
      token: { type: 'string' },
      environment: { type: 'string', default: 'master' },
      brand: { type: 'string', default: 'tavola' },
      'asset-base-url': { type: 'string' },
    },
  });
  if (!values.space || !values.token || !values['asset-base-url']) {
    console.error(
      'Usage: npm run content:import -- --space <id> --token <management token> --asset-base-url <https url> [--environment master] [--brand tavola]',
    );
    process.exit(2);
  }
  const file = path.join('content', `${values.brand}.json`);
  const space = JSON.parse(readFileSync(file, 'utf8')) as Space;
  await runContentfulImport({
    spaceId: values.space,
    managementToken: values.token,
    environmentId: values.environment,
    content: withUploadableAssets(space, values['asset-base-url']),
  });
  console.log(`Imported ${file} into space ${values.space} (${values.environment}).`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
