import { fileTypeFromBuffer } from 'file-type/core';
import { jobsMessages, maxResumeBytes, type ResumeUpload } from '../jobs.schema';
import { inspectDocxArchive, type DocxArchiveProblem } from './docx-archive';

/** The content type a CV is stored and forwarded with, by its checked kind (never the browser's). */
export const resumeContentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeKind = keyof typeof resumeContentTypes;

/**
 * What an applicant reads when their CV is refused for what is inside it; a file that is not a
 * PDF or a Word document at all gets the spec's resume-format error (`jobsMessages.resumeFormat`).
 */
export const resumeCheckMessages = {
  name: "Your CV's file name can't contain slashes or control characters. Please rename it and try again.",
  macros: 'Your CV must be a PDF (.pdf) or Word (.docx) document without macros.',
  encrypted: 'Your CV is protected with a password. Please upload a copy without one.',
  tooLarge:
    'Your CV is too large once opened. Please save it again as a Word (.docx) document or a PDF.',
} as const;

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
const archiveMessages: Record<DocxArchiveProblem, string> = {
  encrypted: resumeCheckMessages.encrypted,
  'too-large': resumeCheckMessages.tooLarge,
  unreadable: jobsMessages.resumeFormat,
};

/**
 * What a file is by its content, as `file-type` (a maintained detector) reads it: a PDF, a Word
 * document, or null for anything else (an .exe renamed, a .doc, a spreadsheet, a zip of photos).
 * A ZIP is first opened within bounds (docx-archive.ts); a password-protected, oversized or
 * macro-enabled document is refused with its own message (a ResumeProblem).
 */
export async function resumeKindOf(content: Buffer): Promise<ResumeKind | null> {
  let names: string[] = [];
  if (content.subarray(0, 4).equals(zipLocalHeader)) {
    const archive = inspectDocxArchive(content);
    if (archive.problem) throw new ResumeProblem(archiveMessages[archive.problem]);
    names = archive.names;
  }
  const type = await fileTypeFromBuffer(content);
  // An Illustrator file is a PDF with the editor's data beside it.
  if (type?.ext === 'pdf' || type?.ext === 'ai') return 'pdf';
  // Word saves a document with a password to open as an encrypted compound file, not a ZIP.
  if (type?.ext === 'cfb' && content.includes(Buffer.from('EncryptionInfo', 'utf16le'))) {
    throw new ResumeProblem(resumeCheckMessages.encrypted);
  }
  const macros = names.some((name) => /(^|\/)vba(Project\.bin|Data\.xml)$/i.test(name));
  if (macros || type?.mime.includes('macroenabled')) {
    throw new ResumeProblem(resumeCheckMessages.macros);
  }
  return type?.ext === 'docx' ? 'docx' : null;
}

/**
 * A file name as a person gives one: no folders (`/`, `\`), no control characters, and none of the
 * invisible characters that turn how a name reads (`cv\u202Efdp.exe` shows as "cvexe.pdf").
 */
function isPlainFileName(name: string): boolean {
  return !/[/\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/.test(name);
}

/** The CV's bytes: decoded from base64 (a JSON body), or as received (a multipart file part). */
async function bytesOf(content: ResumeUpload['content']): Promise<Buffer> {
  if (typeof content === 'string') {
    return Buffer.from(content.replace(/^data:[^,]*,/, ''), 'base64');
  }
  if (content instanceof Uint8Array) {
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  }
  return Buffer.from(await content.arrayBuffer());
}

/** The kind a CV's name says it is: 'pdf' for a .pdf, else 'docx' (the schema allows no other). */
const kindByName = (name: string): ResumeKind =>
  name.trim().toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx';

/**
 * Decodes and checks a CV: a plain file name, at most 5 MB decoded, and a PDF or a Word document
 * by its name *and* its content, the two agreeing. Throws a ResumeProblem with the message for the
 * applicant.
 */
export async function checkResume(resume: ResumeUpload): Promise<CheckedResume> {
  const name = resume.name.trim();
  if (!isPlainFileName(name)) throw new ResumeProblem(resumeCheckMessages.name);
  const content = await bytesOf(resume.content);
  if (content.length === 0) throw new ResumeProblem(jobsMessages.resumeEmpty);
  if (content.length > maxResumeBytes) throw new ResumeProblem(jobsMessages.resumeTooLarge);
  const byName = kindByName(name);
  if ((await resumeKindOf(content)) !== byName) throw new ResumeProblem(jobsMessages.resumeFormat);
  return { name, contentType: resumeContentTypes[byName], content };
}

/**
 * How many first bytes `checkResumeStart` reads: as many as `file-type` needs to tell a PDF, a
 * Word document, another Office file or a program (its own sample size).
 */
export const resumeStartBytes = 4100;

/**
 * Checks a CV while it arrives, from its name and its first bytes (or the whole of a smaller
 * file): a plain name, and a start that can be what the name says, so that a program named cv.pdf
 * is refused without reading the rest. A .pdf must start as a PDF; a .docx as a Word document,
 * or as a ZIP or a compound file whose parts come later (`checkResume` then opens the whole).
 * Throws a ResumeProblem with the message for the applicant.
 */
export async function checkResumeStart(start: Buffer, fileName: string): Promise<void> {
  const name = fileName.trim();
  if (!isPlainFileName(name)) throw new ResumeProblem(resumeCheckMessages.name);
  if (start.length === 0) throw new ResumeProblem(jobsMessages.resumeEmpty);
  const type = await fileTypeFromBuffer(start);
  if (kindByName(name) === 'pdf') {
    if (type?.ext === 'pdf' || type?.ext === 'ai') return;
  } else {
    if (type?.mime.includes('macroenabled')) throw new ResumeProblem(resumeCheckMessages.macros);
    // A ZIP names its parts one by one: a long first part hides the rest for now.
    if (type?.ext === 'docx' || type?.ext === 'zip' || type?.ext === 'cfb') return;
  }
  throw new ResumeProblem(jobsMessages.resumeFormat);
}
