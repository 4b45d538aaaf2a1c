/** Shown while the journey's code arrives (a moment on a slow connection). */
export function JourneyLoading() {
  return (
    <p role="status" className="my-3">
      Loading the booking…
    </p>
  );
}
