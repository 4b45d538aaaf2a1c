import type { HoursProblem } from '@/lib/content';

/**
 * What an editor sees in preview above a page whose entry the site could read only in part:
 * each field and what is wrong with it. Diners never see it (the page props carry no problems
 * outside preview); the site shows what it could read.
 */
export function PreviewProblems({ entry, problems }: { entry: string; problems: HoursProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-warning mb-0" role="note">
        <strong>Part of &ldquo;{entry}&rdquo; cannot be read.</strong> Diners see the rest, and are
        asked to call for the hours of a day that cannot be read:
        <ul className="mb-0 mt-2">
          {problems.map((problem) => (
            <li key={`${problem.field}: ${problem.problem}`}>
              <strong>{problem.field}</strong>: {problem.problem}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
