import type { ContentProblem } from '@/lib/content';

/**
 * What an editor sees in preview where the site could read an entry only in part: each field and
 * what is wrong with it, and what the site does meanwhile. Diners never see it: pages carry no
 * problems outside draft mode.
 */
export function PreviewProblems({
  entry,
  problems,
  meanwhile,
}: {
  /** The entry, as editors know it ('London Soho', 'Site settings'). */
  entry: string;
  problems: ContentProblem[];
  /** What the site shows until it is fixed. */
  meanwhile: string;
}) {
  if (problems.length === 0) return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-warning mb-0" role="note">
        <strong>Part of &ldquo;{entry}&rdquo; cannot be read.</strong> {meanwhile}
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
