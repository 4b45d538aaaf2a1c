// Not through @/lib/ui: only pages that can open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import type { JobSearchDialog } from '../hooks/use-job-search';

/** The job search's error modal (spec 2 §4, §8): a location refused, or the jobs service failing. */
export function JobSearchErrorDialog({
  dialog,
  onClose,
}: {
  dialog: JobSearchDialog | null;
  onClose: () => void;
}) {
  return (
    <SiteDialog
      id="job-search-error"
      open={dialog !== null}
      title={dialog?.title ?? ''}
      onClose={onClose}
    >
      <p>{dialog?.message}</p>
      <div className="text-end">
        <button type="button" className="btn btn-primary px-4" onClick={onClose}>
          OK
        </button>
      </div>
    </SiteDialog>
  );
}
