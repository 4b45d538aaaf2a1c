import { jobsMessages, maxResumeBytes } from '../jobs.schema';
import { checkResume, resumeContentTypes, resumeKindOf } from './resume-check';
import { docxBytes, exeBytes, pdfBytes, resumeOf, zipBytes } from './testing/cv-fixtures';

describe('the CV content check', () => {
  it('knows a PDF and a Word document by their bytes', () => {
    expect(resumeKindOf(pdfBytes())).toBe('pdf');
    expect(resumeKindOf(docxBytes())).toBe('docx');
    expect(resumeKindOf(exeBytes())).toBeNull();
    expect(resumeKindOf(zipBytes({ 'photo.jpg': 'jpeg' }))).toBeNull();
    expect(
      resumeKindOf(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/book.xml': '' })),
    ).toBeNull();
    expect(resumeKindOf(Buffer.from('%PD'))).toBeNull();
  });

  it('takes a PDF and a .docx whose names and contents agree, with their own content types', () => {
    const pdf = checkResume(resumeOf(' cv.pdf ', pdfBytes(), 'text/plain'));
    expect(pdf).toEqual({ name: 'cv.pdf', contentType: 'application/pdf', content: pdfBytes() });
    const docx = checkResume(resumeOf('CV.DOCX', docxBytes()));
    expect(docx.contentType).toBe(resumeContentTypes.docx);
    expect(docx.content.equals(docxBytes())).toBe(true);
  });

  it('takes a data URL, as FileReader gives it', () => {
    const upload = resumeOf('cv.pdf', pdfBytes());
    const checked = checkResume({
      ...upload,
      content: `data:application/pdf;base64,${upload.content}`,
    });
    expect(checked.content.equals(pdfBytes())).toBe(true);
  });

  it.each([
    ['a renamed .exe', 'cv.pdf', exeBytes()],
    ['a renamed .exe as .docx', 'cv.docx', exeBytes()],
    ['a PDF named .docx', 'cv.docx', pdfBytes()],
    ['a Word document named .pdf', 'cv.pdf', docxBytes()],
    ['a zip of photos named .docx', 'cv.docx', zipBytes({ 'a.jpg': 'x' })],
  ])('refuses %s with the resume-format error', (_case, name, bytes) => {
    expect(() => checkResume(resumeOf(name, bytes))).toThrow(jobsMessages.resumeFormat);
  });

  it('takes exactly 5 MB and refuses a byte more', () => {
    expect(checkResume(resumeOf('cv.pdf', pdfBytes(maxResumeBytes))).content).toHaveLength(
      maxResumeBytes,
    );
    expect(() => checkResume(resumeOf('cv.pdf', pdfBytes(maxResumeBytes + 1)))).toThrow(
      jobsMessages.resumeTooLarge,
    );
  });

  it('refuses an empty file', () => {
    expect(() => checkResume({ name: 'cv.pdf', contentType: '', content: '====' })).toThrow(
      jobsMessages.resumeEmpty,
    );
  });
});
