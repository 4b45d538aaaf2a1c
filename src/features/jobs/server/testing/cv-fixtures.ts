/** CV files for tests: a PDF of any size, a Word document, a renamed program, a plain zip. */

/** A PDF of `size` bytes (at least its header). */
export function pdfBytes(size = 1200): Buffer {
  const head = Buffer.from('%PDF-1.7\n% a CV\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** A ZIP of stored (uncompressed) entries, local headers only: enough for the content check. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const parts = Object.entries(entries).flatMap(([name, text]) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    return [header, nameBytes, data];
  });
  return Buffer.concat(parts);
}

/** A Word document as a .docx is laid out: content types, then the document under word/. */
export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document><w:body>Curriculum vitae</w:body></w:document>',
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
