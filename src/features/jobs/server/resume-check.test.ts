import { jobsMessages, maxResumeBytes } from '../jobs.schema';
import { maxDocxUnpackedBytes } from './docx-archive';
import {
  checkResume,
  checkResumeStart,
  resumeCheckMessages,
  resumeContentTypes,
  resumeKindOf,
  resumeStartBytes,
} from './resume-check';
import {
  docmBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  resumeOf,
  zipBytes,
} from './testing/cv-fixtures';

describe('the CV content check', () => {
  it('knows a PDF and a Word document by their bytes', async () => {
    expect(await resumeKindOf(pdfBytes())).toBe('pdf');
    expect(await resumeKindOf(docxBytes())).toBe('docx');
    expect(await resumeKindOf(exeBytes())).toBeNull();
    expect(await resumeKindOf(zipBytes({ 'photo.jpg': 'jpeg' }))).toBeNull();
    expect(
      await resumeKindOf(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/book.xml': '' })),
    ).toBeNull();
    expect(await resumeKindOf(Buffer.from('%PD'))).toBeNull();
  });

  it('takes a PDF and a .docx whose names and contents agree, with their own content types', async () => {
    const pdf = await checkResume(resumeOf(' cv.pdf ', pdfBytes(), 'text/plain'));
    expect(pdf).toEqual({ name: 'cv.pdf', contentType: 'application/pdf', content: pdfBytes() });
    const docx = await checkResume(resumeOf('CV.DOCX', docxBytes()));
    expect(docx.contentType).toBe(resumeContentTypes.docx);
    expect(docx.content.equals(docxBytes())).toBe(true);
  });

  it('takes a data URL, as FileReader gives it', async () => {
    const upload = resumeOf('cv.pdf', pdfBytes());
    const checked = await checkResume({
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
  ])('refuses %s with the resume-format error', async (_case, name, bytes) => {
    await expect(checkResume(resumeOf(name, bytes))).rejects.toThrow(jobsMessages.resumeFormat);
  });

  it('takes exactly 5 MB and refuses a byte more', async () => {
    const largest = await checkResume(resumeOf('cv.pdf', pdfBytes(maxResumeBytes)));
    expect(largest.content).toHaveLength(maxResumeBytes);
    await expect(checkResume(resumeOf('cv.pdf', pdfBytes(maxResumeBytes + 1)))).rejects.toThrow(
      jobsMessages.resumeTooLarge,
    );
  });

  it('refuses an empty file', async () => {
    await expect(checkResume({ name: 'cv.pdf', contentType: '', content: '====' })).rejects.toThrow(
      jobsMessages.resumeEmpty,
    );
  });
});

describe('CVs that are not what they say (issue 32)', () => {
  it('refuses a macro-enabled Word document, renamed .docx or not', async () => {
    for (const name of ['cv.docx', 'cv.docm.docx']) {
      await expect(checkResume(resumeOf(name, docmBytes()))).rejects.toThrow(
        resumeCheckMessages.macros,
      );
    }
    // A macro project slipped into an ordinary document is refused too.
    const smuggled = docxBytes({ 'word/vbaProject.bin': 'Sub AutoOpen()' });
    await expect(checkResume(resumeOf('cv.docx', smuggled))).rejects.toThrow(
      resumeCheckMessages.macros,
    );
  });

  it('refuses a .docx with an encrypted part, and a Word file protected with a password', async () => {
    const encrypted = docxBytes({
      'word/media/photo.png': { data: Buffer.from('secret'), encrypted: true },
    });
    await expect(checkResume(resumeOf('cv.docx', encrypted))).rejects.toThrow(
      resumeCheckMessages.encrypted,
    );
    // Word's "Encrypt with password": a compound file holding an EncryptionInfo stream.
    const compound = Buffer.alloc(2048);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(compound);
    compound.writeUInt16LE(0x003e, 24);
    compound.writeUInt16LE(0x0003, 26);
    compound.writeUInt16LE(0xfffe, 28);
    Buffer.from('EncryptionInfo', 'utf16le').copy(compound, 1024);
    await expect(checkResume(resumeOf('cv.docx', compound))).rejects.toThrow(
      resumeCheckMessages.encrypted,
    );
  });

  it('refuses a zip bomb: a part unpacking past the bound, or to more than it declares', async () => {
    const huge = Buffer.alloc(maxDocxUnpackedBytes + 1, 0x20);
    const bomb = docxBytes({ 'word/media/blank.xml': { data: huge, deflate: true } });
    expect(bomb.length).toBeLessThan(maxResumeBytes);
    await expect(checkResume(resumeOf('cv.docx', bomb))).rejects.toThrow(
      resumeCheckMessages.tooLarge,
    );
    // Declared as 1 KB, unpacking to 10 MB: the declaration is not believed.
    const liar = docxBytes({
      'word/media/small.xml': {
        data: Buffer.alloc(10 * 1024 * 1024, 0x20),
        deflate: true,
        declaredSize: 1024,
      },
    });
    await expect(checkResume(resumeOf('cv.docx', liar))).rejects.toThrow(
      resumeCheckMessages.tooLarge,
    );
    const crowded = docxBytes(
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`word/part${i}.xml`, ''])),
    );
    await expect(checkResume(resumeOf('cv.docx', crowded))).rejects.toThrow(
      resumeCheckMessages.tooLarge,
    );
  });

  it.each([
    ['a path', '../../etc/cv.pdf'],
    ['a Windows path', 'C:\\Users\\cv.pdf'],
    ['a control character', 'cv\u0000.pdf'],
    ['a new line', 'cv\n.pdf'],
    ['a right-to-left override', 'cv\u202Efdp.pdf'],
  ])('refuses a file name with %s', async (_case, name) => {
    await expect(checkResume(resumeOf(name, pdfBytes()))).rejects.toThrow(resumeCheckMessages.name);
  });

  it('still takes names as people write them', async () => {
    for (const name of ["Aoife O'Brien CV (2026).pdf", 'Zoë Łukasz – CV.pdf']) {
      expect((await checkResume(resumeOf(name, pdfBytes()))).name).toBe(name);
    }
  });
});

describe('the CV check at its first bytes, while it arrives', () => {
  const start = (bytes: Buffer) => bytes.subarray(0, resumeStartBytes);
  const photos = zipBytes({ 'word/media/photo.png': { data: Buffer.alloc(20_000, 7) } });

  it('takes the start of a PDF, a Word document, or a ZIP whose parts come later', async () => {
    await expect(checkResumeStart(start(pdfBytes(50_000)), 'cv.pdf')).resolves.toBeUndefined();
    await expect(checkResumeStart(start(docxBytes()), 'cv.docx')).resolves.toBeUndefined();
    // A long first part hides what the archive is: the whole file is checked once it is in.
    await expect(checkResumeStart(start(photos), 'cv.docx')).resolves.toBeUndefined();
    await expect(checkResume(resumeOf('cv.docx', photos))).rejects.toThrow(
      jobsMessages.resumeFormat,
    );
  });

  it('refuses a start that is not what the name says, with the message the whole check gives', async () => {
    for (const [bytes, name, message] of [
      [exeBytes(), 'cv.pdf', jobsMessages.resumeFormat],
      [exeBytes(), 'cv.docx', jobsMessages.resumeFormat],
      [docxBytes(), 'cv.pdf', jobsMessages.resumeFormat],
      [pdfBytes(), 'cv.docx', jobsMessages.resumeFormat],
      [docmBytes(), 'cv.docx', resumeCheckMessages.macros],
      [pdfBytes(), '../cv.pdf', resumeCheckMessages.name],
      [Buffer.alloc(0), 'cv.pdf', jobsMessages.resumeEmpty],
    ] as const) {
      await expect(checkResumeStart(start(bytes), name)).rejects.toThrow(message);
    }
  });
});
