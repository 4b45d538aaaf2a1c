/** What an editor sees in preview where a tile cannot be shown; diners never see it. */
export function TilePlaceholder({ name, problem }: { name: string; problem: string }) {
  return (
    <div className="container py-3">
      <div className="alert alert-warning mb-0" role="note">
        <strong>Tile &ldquo;{name}&rdquo; is not shown.</strong> {problem}
      </div>
    </div>
  );
}
