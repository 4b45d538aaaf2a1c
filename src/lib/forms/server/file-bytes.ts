/**
 * A received file's bytes in one buffer, filled as its chunks arrive: sized by the request's
 * declared length when there is one (the file is within it), grown by doubling when there is not,
 * never beyond `maxBytes`. The file is then held once, not as chunks plus their joined copy.
 */
export class FileBytes {
  private buffer: Buffer;
  size = 0;

  constructor(
    declaredLength: number,
    private readonly maxBytes: number,
  ) {
    const expected = declaredLength > 0 ? declaredLength : 64 * 1024;
    this.buffer = Buffer.allocUnsafe(Math.min(expected, maxBytes));
  }

  /** Adds a chunk; the caller refuses a file over `maxBytes` before it gets here. */
  add(chunk: Buffer): void {
    const needed = this.size + chunk.length;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(Math.max(needed, this.buffer.length * 2), this.maxBytes),
      );
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.size);
    this.size = needed;
  }

  /** The bytes so far (a view, not a copy). */
  view(): Buffer {
    return this.buffer.subarray(0, this.size);
  }
}
