import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import {
  bodyTooLarge,
  defaultBodyLimitBytes,
  httpError,
  HttpError,
  invalidField,
  statusTitles,
} from '@/lib/http';
import { unstorableTextField, unstorableTextMessage } from '@/lib/validation';
import { formValuesPart } from '../form-data';
import { FileBytes } from './file-bytes';

/** The one file a form takes (a CV), and how it is checked while it arrives. */
export interface FilePart {
  /** The part's name, and the field of the form's values it fills as `{ name, contentType, content }`. */
  field: string;
  /** The most bytes it may have: at the next byte it is refused (413), the rest never read. */
  maxBytes: number;
  /** What the 413 of a file over `maxBytes` says. */
  tooLargeMessage: string;
  /** How many of its first bytes `checkStart` needs (the whole file when it is smaller). */
  startBytes: number;
  /**
   * Checks the file's name and first bytes as soon as they arrive: throws an HttpError to refuse it
   * (a program named cv.pdf) before the rest is read.
   */
  checkStart: (start: Buffer, file: { name: string; contentType: string }) => Promise<void> | void;
}

/** A file part as received: what `FilePart.field` holds in the values the pipeline parses. */
export interface ReceivedFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** The most the values part may be: as much as any JSON body. */
export const formValuesLimitBytes = defaultBodyLimitBytes;
/** Room for the parts' boundaries and headers, which busboy bounds by count and size. */
const partHeadersBytes = 16 * 1024;

export const formPartsMessages = {
  unreadable: 'The form could not be read. Send it as multipart/form-data.',
  parts: (field: string) => `A form sends its values and at most one file, named ${field}.`,
  valuesNotJson: `The form's ${formValuesPart} part is not a JSON object.`,
  valuesTooLarge: `The form's values can be at most ${formValuesLimitBytes / 1024} KB.`,
  ended: 'The request ended before its body.',
} as const;

/**
 * Reads a `multipart/form-data` post as it arrives (busboy): the values part (JSON) and at most one
 * file, `file.field`. The file is checked at its first bytes (`checkStart`) and refused the moment
 * it passes `maxBytes`; any refusal stops reading there, so the answer goes out while the rest is
 * still on its way (apiHandler then closes the connection). Its bytes are kept once. Returns the
 * values with the file in its field, for the form's schema to parse.
 */
export function readFormParts(
  req: IncomingMessage,
  file: FilePart,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as UTF-8 (busboy's default reads it as Latin-1).
        defParamCharset: 'utf8',
        limits: {
          // Past either, busboy says so and the form is refused (no `parts`: busboy reports a form
          // of exactly that many parts as past it).
          fields: 1,
          files: 1,
          fieldNameSize: 100,
          fieldSize: formValuesLimitBytes,
          // busboy stops a file once it has this many bytes: one more than a file may have.
          fileSize: file.maxBytes + 1,
          headerPairs: 10,
        },
      });
    } catch {
      reject(httpError(400, formPartsMessages.unreadable));
      return;
    }
    const bodyLimit = file.maxBytes + formValuesLimitBytes + partHeadersBytes;
    let bodyBytes = 0;
    let values: Record<string, unknown> | undefined;
    let received: Promise<ReceivedFile> | undefined;
    let settled = false;

    const stop = () => {
      settled = true;
      req.unpipe(parser);
      req.off('data', count);
      req.off('error', ended);
      req.off('close', ended);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      stop();
      reject(error);
    };
    const refuseParts = () => fail(httpError(400, formPartsMessages.parts(file.field)));
    // Boundaries, preamble and epilogue are not parts: every byte of the body counts.
    const count = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > bodyLimit) fail(bodyTooLarge(bodyLimit));
    };
    const ended = () => {
      if (!req.complete) fail(httpError(400, formPartsMessages.ended));
    };

    parser.on('field', (name, value, info) => {
      if (name !== formValuesPart || values !== undefined) return refuseParts();
      if (info.valueTruncated) return fail(tooLarge(formPartsMessages.valuesTooLarge));
      try {
        values = parseValues(value);
      } catch (error) {
        fail(error);
      }
    });
    parser.on('file', (name, stream, info) => {
      if (name !== file.field || received) return refuseParts();
      received = receiveFile(stream, { name: info.filename ?? '', contentType: info.mimeType });
      received.catch(fail);
    });
    parser.on('filesLimit', refuseParts);
    parser.on('fieldsLimit', refuseParts);
    parser.on('error', () => fail(httpError(400, formPartsMessages.unreadable)));
    parser.on('close', () => {
      void (async () => {
        const content = received ? { [file.field]: await received } : {};
        if (!settled) {
          stop();
          resolve({ ...values, ...content });
        }
      })().catch(fail);
    });

    /** The file's bytes, checked at its start, refused past its size; kept in one buffer. */
    function receiveFile(
      stream: NodeJS.ReadableStream & { truncated?: boolean },
      meta: { name: string; contentType: string },
    ): Promise<ReceivedFile> {
      const field = unstorableTextField({ [file.field]: { name: meta.name } });
      if (field !== null) return Promise.reject(invalidField(field, unstorableTextMessage));
      const bytes = new FileBytes(Number(req.headers['content-length'] ?? 0), file.maxBytes + 1);
      let started: Promise<void> | undefined;
      const checkStart = async () => {
        stream.pause();
        await file.checkStart(bytes.view(), meta);
        if (!settled) stream.resume();
      };
      return new Promise((done, refuse) => {
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          bytes.add(chunk);
          if (!started && bytes.size >= file.startBytes) {
            started = checkStart();
            started.catch(refuse);
          }
        });
        // A form cut off inside the file: busboy ends the file with an error, and the form with one.
        stream.on('error', () => refuse(httpError(400, formPartsMessages.unreadable)));
        // busboy stops the file at `fileSize` bytes and says so: that byte was one too many.
        stream.on('limit', () => refuse(tooLarge(file.tooLargeMessage)));
        stream.on('end', () => {
          if (stream.truncated) return;
          (started ?? checkStart())
            .then(() => done({ ...meta, content: bytes.view() }))
            .catch(refuse);
        });
      });
    }

    req.on('data', count);
    req.on('error', ended);
    req.on('close', ended);
    req.pipe(parser);
  });
}

/** The values part: a JSON object with no text that cannot be stored (400 naming the field). */
function parseValues(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw httpError(400, formPartsMessages.valuesNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw httpError(400, formPartsMessages.valuesNotJson);
  }
  const field = unstorableTextField(parsed);
  if (field !== null) throw invalidField(field, unstorableTextMessage);
  return parsed as Record<string, unknown>;
}

/** A 413 in the words of what was too large. */
function tooLarge(message: string): HttpError {
  return new HttpError(413, { code: 413, title: statusTitles[413]!, message });
}
