import { Heading } from '@/lib/ui';
import type { JobSearchFormProps } from './job-search-form.schema';

/** The job search form tile: its title, and its subtitle below. */
export function JobSearchFormBlock({ title, subtitle }: JobSearchFormProps) {
  return (
    <div className="container py-5">
      <Heading className="mb-3">{title}</Heading>
      {subtitle && <p className="lead mb-0">{subtitle}</p>}
    </div>
  );
}
