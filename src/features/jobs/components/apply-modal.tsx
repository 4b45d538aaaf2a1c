import { useState } from 'react';
import { HeadingLevel } from '@/lib/ui';
// Not through @/lib/ui: only pages that open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import type { Job } from '../jobs.types';
import { applyCopy } from '../messages';
import { ApplicationForm } from './application-form';
import { ApplicationThanks } from './application-thanks';

interface ApplyModalProps {
  job: Job;
  open: boolean;
  onClose: () => void;
}

/**
 * The apply modal of a job (spec 2 §2 "Jobs"): its application form, then its thanks. Closed while
 * filling in, it keeps what was typed; closed after the thanks, it opens again on an empty form.
 */
export function ApplyModal({ job, open, onClose }: ApplyModalProps) {
  const [sent, setSent] = useState(false);
  const close = () => {
    setSent(false);
    onClose();
  };
  return (
    <SiteDialog id="job-apply" open={open} title={applyCopy.title(job.name)} onClose={close}>
      {/* The dialog's title is its h2. */}
      <HeadingLevel level={3}>
        {sent ? (
          <ApplicationThanks restaurant={job.restaurant.title} onClose={close} />
        ) : (
          // A new job, or a new application after the thanks, is a new, empty form.
          <ApplicationForm key={job.jobId} job={job} onSent={() => setSent(true)} />
        )}
      </HeadingLevel>
    </SiteDialog>
  );
}
