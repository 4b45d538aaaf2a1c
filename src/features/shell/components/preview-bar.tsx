import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { ContentProblem } from '@/lib/content';
import { Link, PreviewProblems } from '@/lib/ui';

// Only editors in draft mode download the live preview SDK.
const LivePreview = dynamic(() => import('./live-preview').then((m) => m.LivePreview), {
  ssr: false,
});

/**
 * Above every page an editor sees in draft mode (content, restaurant, city, menu, offer, job,
 * book-now): that it is draft content, the way out of preview back to the same page, and the
 * live preview that reloads the page's props on each save in Contentful; and any option of the
 * site settings it could not read.
 */
export function PreviewBar({ settingsProblems = [] }: { settingsProblems?: ContentProblem[] }) {
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0] || '/';
  return (
    <>
      <LivePreview />
      <div className="alert alert-warning rounded-0 mb-0 text-center" role="status">
        Preview: you are seeing draft content.{' '}
        <Link href={`/api/draft/disable?path=${encodeURIComponent(path)}`}>Exit preview</Link>
      </div>
      <PreviewProblems
        entry="Site settings"
        problems={settingsProblems}
        meanwhile="Every page uses the default of each of these options until it is fixed."
      />
    </>
  );
}
