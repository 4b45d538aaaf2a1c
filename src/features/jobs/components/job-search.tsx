import { useMemo, useState } from 'react';
import { useJobSearch } from '../hooks/use-job-search';
import { jobCountText, jobSearchMessages } from '../messages';
import type { JobRole } from '../job-roles';
import type { Job } from '../jobs.types';
import {
  defaultJobFilters,
  filterJobs,
  filtersForRole,
  sortJobs,
  type JobFilters,
} from '../utils/job-filters';
import { JobFiltersPanel } from './job-filters-panel';
import { JobLocationSearch } from './job-location-search';
import { JobResults } from './job-results';
import { JobRoleLinks } from './job-role-links';
import { JobSearchErrorDialog } from './job-search-error-dialog';

/** Jobs show 12 at a time. */
export const jobsPageSize = 12;

export interface JobSearchProps {
  /** The brand's site id, sent as `siteId` to GET /api/jobs. */
  siteId: string;
  /** The role of /careers/job-search/{role}: it presets the filters. */
  role?: JobRole;
}

/**
 * The job search (spec 2 §2 "Jobs list", §4 "Job search"): every job of the site, or the jobs near
 * a place or the device; filtered in the browser by job type, job title and role; 12 at a time.
 */
export function JobSearch({ siteId, role }: JobSearchProps) {
  const search = useJobSearch(siteId);
  const { state } = search;

  const [preset, setPreset] = useState(role?.slug);
  const [filters, setFilters] = useState<JobFilters>(() => filtersForRole(role));
  // Another role link (the same page, another URL) presets the filters again.
  if (role?.slug !== preset) {
    setPreset(role?.slug);
    setFilters(filtersForRole(role));
  }

  const source = state.near?.jobs ?? state.allJobs;
  const jobs = useMemo(
    () => (source ? sortJobs(filterJobs(source, filters)) : null),
    [source, filters],
  );

  // A new list, or new filters, start again from the first 12.
  const [paging, setPaging] = useState<{
    source: Job[] | null;
    filters: JobFilters;
    shown: number;
  }>({ source, filters, shown: jobsPageSize });
  const shown =
    paging.source === source && paging.filters === filters ? paging.shown : jobsPageSize;

  let status = '';
  if (state.searchingNear) status = jobSearchMessages.searching(state.searchingNear);
  else if (jobs) status = jobCountText(jobs.length, state.near?.place);
  else if (!state.loadError) status = jobSearchMessages.loading;

  return (
    <div>
      <JobLocationSearch
        near={state.near?.place}
        placeError={state.placeError}
        onNearMe={search.searchNearMe}
        onSearchPlace={search.searchPlace}
        onClearPlaceError={search.clearPlaceError}
        onShowAll={search.clearLocation}
      >
        <JobRoleLinks current={role} />
      </JobLocationSearch>
      <div className="row g-4">
        <div className="col-lg-4 col-xl-3">
          <JobFiltersPanel
            filters={filters}
            onChange={setFilters}
            onReset={() => setFilters(defaultJobFilters)}
          />
        </div>
        <div className="col-lg-8 col-xl-9">
          <JobResults
            jobs={jobs}
            shown={shown}
            status={status}
            loadError={state.loadError}
            onRetry={search.reload}
            onShowMore={() => setPaging({ source, filters, shown: shown + jobsPageSize })}
          />
        </div>
      </div>
      <JobSearchErrorDialog dialog={state.dialog} onClose={search.closeDialog} />
    </div>
  );
}
