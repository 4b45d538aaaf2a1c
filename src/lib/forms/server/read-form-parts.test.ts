import { request } from 'node:http';
import { apiHandler } from '@/lib/http';
import { httpError } from '@/lib/http';
import { serveRoute, type ServedRoute } from '@/lib/http/testing/serve-route';
import { formPartsMessages, readFormParts, type FilePart } from './read-form-parts';

process.env.LOG_LEVEL = 'silent';

/** A file part that takes PDFs of at most 256 KB, checked at their first 16 bytes. */
const pdfPart: FilePart = {
  field: 'resume',
  maxBytes: 256 * 1024,
  tooLargeMessage: 'Your file can be at most 256 KB.',
  startBytes: 16,
  checkStart: (start, { name }) => {
    if (!start.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      throw httpError(400, `${name} is not a PDF.`);
    }
  },
};

/** How many bytes of the last request's body the route read. */
let bytesRead = 0;
const route = apiHandler(
  {
    POST: async (req) => {
      bytesRead = 0;
      req.on('data', (chunk: Buffer) => (bytesRead += chunk.length));
      const values = await readFormParts(req, pdfPart);
      const resume = values.resume as { name: string; contentType: string; content: Buffer };
      return {
        ...values,
        resume: resume && { ...resume, content: resume.content.toString('latin1') },
      };
    },
  },
  { multipart: true, bodyLimitBytes: 1024 * 1024 },
);

let served: ServedRoute;
let port: number;
beforeAll(async () => {
  served = await serveRoute(route);
  port = served.port;
});
afterAll(() => served.close());

const boundary = 'form-boundary-7d3';
const type = `multipart/form-data; boundary=${boundary}`;
const valuesPart = (json: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="values"\r\n\r\n${json}\r\n`;
const fileHead = (name = 'resume', filename = 'cv.pdf') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';
const end = `\r\n--${boundary}--\r\n`;

/** Posts a whole body; the status and JSON answer. */
async function post(body: string) {
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Starts an upload (chunked: no length declared) with `start`, then keeps sending `more` bytes
 * while the server reads them and has not answered: only a server that stops reading answers.
 */
function endlessUpload(start: Buffer | string, more: Buffer | string) {
  const req = request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    headers: { 'content-type': type, 'transfer-encoding': 'chunked' },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => {
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
  });
  req.on('error', () => undefined);
  const pump = () => {
    while (!answered && !req.destroyed && req.write(more)) {
      // Writes until the socket's buffer is full, then waits for it to drain.
    }
    if (!answered && !req.destroyed) req.once('drain', pump);
  };
  req.write(start);
  if (more.length > 0) pump();
  return { answer, stop: () => req.destroy() };
}

describe('readFormParts', () => {
  it('reads the values part and the file, its bytes as sent', async () => {
    const pdf = `%PDF-1.7\n${'x'.repeat(100_000)}`;
    const { status, body } = await post(
      valuesPart('{"email":"ada@example.com"}') + fileHead() + pdf + end,
    );
    expect(status).toBe(200);
    const { content, ...resume } = body.resume as Record<string, string>;
    expect({ ...body, resume }).toEqual({
      email: 'ada@example.com',
      resume: { name: 'cv.pdf', contentType: 'application/pdf' },
    });
    expect(content === pdf).toBe(true);
  });

  it('checks a file smaller than its start once it has all of it', async () => {
    const small = await post(valuesPart('{}') + fileHead() + '%PDF-1' + end);
    expect(small.status).toBe(200);
    const notPdf = await post(valuesPart('{}') + fileHead() + 'MZ' + end);
    expect(notPdf).toMatchObject({ status: 400, body: { message: 'cv.pdf is not a PDF.' } });
  });

  it('refuses a file of the wrong type at its first bytes, while the upload is still open', async () => {
    const upload = endlessUpload(valuesPart('{}') + fileHead() + 'MZ\x90\x00', 'x'.repeat(16_384));
    await expect(upload.answer).resolves.toMatchObject({
      status: 400,
      body: { code: 400, message: 'cv.pdf is not a PDF.' },
    });
    upload.stop();
    // It read the start and at most a few chunks more, never the endless rest.
    expect(bytesRead).toBeLessThan(256 * 1024);
  });

  it('refuses a file at the first byte past its limit, while the upload is still open', async () => {
    const upload = endlessUpload(valuesPart('{}') + fileHead() + '%PDF-1.7\n', 'x'.repeat(16_384));
    await expect(upload.answer).resolves.toEqual({
      status: 413,
      body: { code: 413, title: 'Payload Too Large', message: 'Your file can be at most 256 KB.' },
    });
    upload.stop();
    expect(bytesRead).toBeGreaterThan(256 * 1024);
    expect(bytesRead).toBeLessThan(256 * 1024 + 128 * 1024);
  });

  it('takes the values and at most one file, by their names', async () => {
    const pdf = '%PDF-1.7\n';
    const refused = { status: 400, body: { message: formPartsMessages.parts('resume') } };
    // A second file, a file under another name, another field, the values twice.
    for (const body of [
      valuesPart('{}') + fileHead() + pdf + '\r\n' + fileHead() + pdf + end,
      valuesPart('{}') + fileHead('photo') + pdf + end,
      valuesPart('{}') +
        `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n` +
        fileHead() +
        pdf +
        end,
      valuesPart('{}') + valuesPart('{}') + fileHead() + pdf + end,
    ]) {
      expect(await post(body)).toMatchObject(refused);
    }
  });

  it('bounds the values part, and refuses values that are not a JSON object', async () => {
    const big = `{"message":"${'x'.repeat(70 * 1024)}"}`;
    expect(await post(valuesPart(big) + end)).toMatchObject({
      status: 413,
      body: { message: formPartsMessages.valuesTooLarge },
    });
    for (const json of ['not json', '[1]', 'null']) {
      expect(await post(valuesPart(json) + end)).toMatchObject({
        status: 400,
        body: { message: formPartsMessages.valuesNotJson },
      });
    }
  });

  it('refuses text that cannot be stored, naming its field', async () => {
    const nul = await post(valuesPart('{"questions":[{"answer":"a\\u0000b"}]}') + end);
    expect(nul).toMatchObject({ status: 400, body: { issues: [{ field: 'questions.0.answer' }] } });
    const encodedName = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename*=utf-8''cv%00.pdf\r\n\r\n`;
    const name = await post(valuesPart('{}') + encodedName + '%PDF-' + end);
    expect(name).toMatchObject({ status: 400, body: { issues: [{ field: 'resume.name' }] } });
  });

  it('refuses a body that is not a readable form', async () => {
    const noEnd = await post(valuesPart('{}') + fileHead() + '%PDF-1.7\n');
    expect(noEnd).toMatchObject({ status: 400, body: { message: formPartsMessages.unreadable } });
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(response.status).toBe(400);
  });
});
