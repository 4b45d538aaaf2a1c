import { inflateRawSync } from 'node:zlib';

/**
 * What is inside a .docx before anyone opens it: a Word document is a ZIP, and a ZIP can hide a
 * password-protected part, a macro project, or a few kilobytes that unpack to gigabytes (a zip
 * bomb, for whoever opens the CV next: the hiring manager's mail, an ATS, a virus scanner). The
 * central directory is read and every entry unpacked here, within these bounds, so a CV that
 * passes is one that opens as it says.
 */

/** More parts than any CV has; more is a sign of a crafted archive. */
export const maxDocxEntries = 1000;
/** The whole document unpacked: 50 MB (a 5 MB CV of photos unpacks to about its own size). */
export const maxDocxUnpackedBytes = 50 * 1024 * 1024;

export type DocxArchiveProblem = 'encrypted' | 'too-large' | 'unreadable';

export type DocxArchive =
  | { problem: DocxArchiveProblem }
  | {
      problem: null;
      /** The part names, in the central directory's order. */
      names: string[];
    };

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localEntry = 0x04034b50;

/** Reads the archive's directory and unpacks each entry (bounded); never throws. */
export function inspectDocxArchive(zip: Buffer): DocxArchive {
  const end = endRecordOffset(zip);
  if (end < 0) return { problem: 'unreadable' };
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  // ZIP64 (sizes beyond 4 GB) has no place in a 5 MB CV.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { problem: 'too-large' };
  if (count > maxDocxEntries) return { problem: 'too-large' };
  if (directoryOffset + directorySize > end) return { problem: 'unreadable' };

  const names: string[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== directoryEntry) return { problem: 'unreadable' };
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + skip;

    // Bit 0: encrypted; bit 6: strong encryption.
    if (flags & 0x41) return { problem: 'encrypted' };
    if (size === 0xffffffff || packedSize === 0xffffffff) return { problem: 'too-large' };
    unpacked += size;
    if (unpacked > maxDocxUnpackedBytes) return { problem: 'too-large' };
    const data = entryData(zip, localOffset, packedSize);
    if (!data) return { problem: 'unreadable' };
    const problem = unpackProblem(data, method, size);
    if (problem) return { problem };
  }
  return { problem: null, names };
}

/** Where the end-of-central-directory record starts (it may be followed by a comment), or -1. */
function endRecordOffset(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === endOfDirectory) return at;
  }
  return -1;
}

/** An entry's packed bytes, found through its local header; undefined when they are not there. */
function entryData(zip: Buffer, offset: number, packedSize: number): Buffer | undefined {
  if (offset + 30 > zip.length || zip.readUInt32LE(offset) !== localEntry) return undefined;
  const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
  if (start + packedSize > zip.length) return undefined;
  return zip.subarray(start, start + packedSize);
}

/**
 * Unpacks one entry, never to more than the size it declares: an entry that unpacks to more than
 * it says is a bomb, whatever its header claims.
 */
function unpackProblem(data: Buffer, method: number, size: number): DocxArchiveProblem | null {
  if (method === 0) return data.length === size ? null : 'unreadable';
  if (method !== 8) return 'unreadable';
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
    return out.length === size ? null : 'unreadable';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
  }
}
