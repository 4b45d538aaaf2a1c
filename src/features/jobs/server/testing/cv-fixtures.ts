import { deflateRawSync } from 'node:zlib';

/** CV files for tests: a PDF of any size, Word documents good and bad, a renamed program, a zip. */

/** A PDF of `size` bytes (at least its header). */
export function pdfBytes(size = 1200): Buffer {
  const head = Buffer.from('%PDF-1.7\n% a CV\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** One entry of a test ZIP: its text, or its bytes with how they are stored. */
export type ZipEntry =
  | string
  | {
      data: Buffer;
      /** Deflated (the usual) or stored as it is. */
      deflate?: boolean;
      /** Flag the entry as encrypted (general purpose bit 0), as a password-protected ZIP does. */
      encrypted?: boolean;
      /** The uncompressed size the headers declare, if not the true one (a lying archive). */
      declaredSize?: number;
    };

/**
 * A ZIP as real tools write it: local headers and data, then the central directory and its end
 * record. Entries are stored unless they ask to be deflated.
 */
export function zipBytes(entries: Record<string, ZipEntry>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of Object.entries(entries)) {
    const spec = typeof entry === 'string' ? { data: Buffer.from(entry, 'utf8') } : entry;
    const nameBytes = Buffer.from(name, 'utf8');
    const body = spec.deflate ? deflateRawSync(spec.data) : spec.data;
    const size = spec.declaredSize ?? spec.data.length;
    const flags = spec.encrypted ? 1 : 0;
    const method = spec.deflate ? 8 : 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);

    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const wordMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const macroMain = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** `[Content_Types].xml` naming the main document part's type. */
function contentTypes(main: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`
  );
}

const documentXml = '<w:document><w:body>Curriculum vitae</w:body></w:document>';

/** A Word document as Word lays a .docx out: content types, relationships, the document. */
export function docxBytes(extra: Record<string, ZipEntry> = {}): Buffer {
  return zipBytes({
    '[Content_Types].xml': contentTypes(wordMain),
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': { data: Buffer.from(documentXml), deflate: true },
    ...extra,
  });
}

/** A macro-enabled Word document (.docm), as it is when renamed .docx. */
export function docmBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': contentTypes(macroMain),
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': documentXml,
    'word/vbaProject.bin': 'Attribute VB_Name = "AutoOpen"',
  });
}

/** A Windows program (its `MZ` header), as a renamed .exe would be. */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(500, 1)]);
}

/** The resume field of an application carrying these bytes. */
export function resumeOf(name: string, bytes: Buffer, contentType = 'application/pdf') {
  return { name, contentType, content: bytes.toString('base64') };
}
