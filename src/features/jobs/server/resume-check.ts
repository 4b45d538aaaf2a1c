import { jobsMessages, maxResumeBytes, type ResumeUpload } from '../jobs.schema';

/** The content type a CV is stored and forwarded with, by its checked kind (never the browser's). */
export const resumeContentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeKind = keyof typeof resumeContentTypes;

export interface CheckedResume {
  name: string;
  contentType: string;
  content: Buffer;
}

/** A CV refused: the field and the message for the resume's issue. */
export class ResumeProblem extends Error {
  override name = 'ResumeProblem';
}

const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a file is by its content: a PDF starts `%PDF-`; a .docx is a ZIP (`PK\x03\x04`) whose local
 * file headers name `[Content_Types].xml` and a part under `word/` (a cheap look at the names,
 * not an unzip). Anything else (an .exe renamed, a .doc, a zip of photos) is null.
 */
export function resumeKindOf(content: Buffer): ResumeKind | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (!content.subarray(0, 4).equals(zipLocalHeader)) return null;
  const names = zipEntryNames(content);
  const isWord =
    names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
  return isWord ? 'docx' : null;
}

/** The file names of a ZIP's local file headers, walked from the start (at most 1,000). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (names.length < 1000 && offset + 30 <= zip.length) {
    if (!zip.subarray(offset, offset + 4).equals(zipLocalHeader)) break;
    const flags = zip.readUInt16LE(offset + 6);
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8'));
    // With a data descriptor (flag bit 3) the size is not in the header: stop at what we have.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/**
 * Decodes and checks a CV: at most 5 MB decoded, and a PDF or a Word document by its name *and*
 * its content, the two agreeing. Throws a ResumeProblem with the message for the applicant.
 */
export function checkResume(resume: ResumeUpload): CheckedResume {
  const base64 = resume.content.replace(/^data:[^,]*,/, '');
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw new ResumeProblem(jobsMessages.resumeEmpty);
  if (content.length > maxResumeBytes) throw new ResumeProblem(jobsMessages.resumeTooLarge);
  const byName: ResumeKind = resume.name.trim().toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx';
  if (resumeKindOf(content) !== byName) throw new ResumeProblem(jobsMessages.resumeFormat);
  return { name: resume.name.trim(), contentType: resumeContentTypes[byName], content };
}
