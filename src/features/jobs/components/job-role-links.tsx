import { Link } from '@/lib/ui';
import { useId } from 'react';
import { jobRolePath, jobRoles, type JobRole } from '../job-roles';
import styles from './job-search.module.scss';

/** The quick links to the role pages (spec 2 §9 "roles for management, kitchen and bar"). */
export function JobRoleLinks({ current }: { current?: JobRole }) {
  const labelId = useId();
  return (
    <nav className={styles.roles} aria-labelledby={labelId}>
      <span id={labelId} className={styles.rolesLabel}>
        Browse by role
      </span>
      <ul className={styles.rolePills}>
        {jobRoles
          .filter((role) => role.quickLink)
          .map((role) => {
            const active = role.slug === current?.slug;
            return (
              <li key={role.slug}>
                <Link
                  href={jobRolePath(role)}
                  // The same page with other filters: stay where the visitor is.
                  scroll={false}
                  className={`btn rounded-pill ${active ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {role.label} roles
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
