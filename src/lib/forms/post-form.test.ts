import { formMessages, messageSuccess, postForm } from './post-form';

const reply = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, json: async () => body }) as unknown as Response);

describe('postForm', () => {
  it('is sent when the answer is 200 with statusCode 200 (spec 2 §4)', async () => {
    const fetcher = reply(200, { statusCode: 200 });
    expect(await postForm('/api/x', { a: 1 }, { fetcher })).toEqual({ sent: true });
    expect(fetcher).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"a":1}',
    });
  });

  it.each([
    [200, { statusCode: 500 }],
    [200, null],
    [500, { code: 500, message: 'Sorry' }],
    [403, { code: 403, message: 'Invalid token' }],
  ])('is not sent on %s %j, with the failure message', async (status, body) => {
    expect(await postForm('/api/x', {}, { fetcher: reply(status, body) })).toEqual({
      sent: false,
      message: formMessages.failed,
      issues: [],
    });
    expect(formMessages.failed).toBe('Something went wrong, please try again.');
  });

  it('says how long to wait after a 429, and names the fields of a 400', async () => {
    expect(
      await postForm('/api/x', {}, { fetcher: reply(429, { message: 'Please wait a minute.' }) }),
    ).toEqual({
      sent: false,
      message: 'Please wait a minute.',
      issues: [],
      rateLimited: true,
    });
    const issues = [{ field: 'email', message: 'Please enter a valid email address.' }];
    expect(
      await postForm('/api/x', {}, { fetcher: reply(400, { message: 'email: x', issues }) }),
    ).toEqual({
      sent: false,
      message: formMessages.failed,
      issues,
    });
  });

  it('reads success as the route answers it', async () => {
    const success = reply(200, { message: 'Success' });
    expect(await postForm('/api/x', {}, { fetcher: success })).toMatchObject({ sent: false });
    expect(await postForm('/api/x', {}, { fetcher: success, sent: messageSuccess })).toEqual({
      sent: true,
    });
    const failure = reply(200, { message: 'Customer not found' });
    expect(await postForm('/api/x', {}, { fetcher: failure, sent: messageSuccess })).toMatchObject({
      sent: false,
    });
    // Any field of the answer can say it: the job application answers `success: true`.
    const applied = (answer: Readonly<Record<string, unknown>>) => answer.success === true;
    expect(
      await postForm('/api/x', {}, { fetcher: reply(200, { success: true }), sent: applied }),
    ).toEqual({ sent: true });
    expect(
      await postForm('/api/x', {}, { fetcher: reply(200, { success: 'yes' }), sent: applied }),
    ).toMatchObject({ sent: false });
  });

  it('words a refusal with failureMessage, given its status, code and message', async () => {
    const failureMessage = jest.fn((refusal: { code?: number; message?: string }) =>
      refusal.code === 14 ? refusal.message : undefined,
    );
    const duplicate = reply(409, { code: 14, message: 'Already applied.' });
    expect(await postForm('/api/x', {}, { fetcher: duplicate, failureMessage })).toEqual({
      sent: false,
      message: 'Already applied.',
      issues: [],
    });
    expect(failureMessage).toHaveBeenCalledWith({
      status: 409,
      code: 14,
      message: 'Already applied.',
    });
    const other = reply(502, { code: 13, message: 'Could not store it.' });
    expect(await postForm('/api/x', {}, { fetcher: other, failureMessage })).toMatchObject({
      message: formMessages.failed,
    });
    // A 429 keeps its own wait message, whatever failureMessage says.
    const limited = reply(429, { code: 429, message: 'Please wait a minute.' });
    expect(
      await postForm('/api/x', {}, { fetcher: limited, failureMessage: () => 'No' }),
    ).toMatchObject({ message: 'Please wait a minute.', rateLimited: true });
  });

  it('sends a chosen file as multipart/form-data: the values as JSON, then the file as its own part', async () => {
    const fetcher = reply(200, { statusCode: 200 });
    const cv = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const payload = {
      email: 'ada@example.com',
      resume: { name: 'Ada CV.pdf', contentType: 'application/pdf', content: cv },
    };
    expect(await postForm('/api/x', payload, { fetcher, fileField: 'resume' })).toEqual({
      sent: true,
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    // No Content-Type of its own: the browser writes multipart's, with the parts' boundary.
    expect(init).toMatchObject({ method: 'POST', headers: { accept: 'application/json' } });
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['values', 'resume']);
    expect(JSON.parse(form.get('values') as string)).toEqual({ email: 'ada@example.com' });
    const file = form.get('resume') as File;
    expect({ name: file.name, type: file.type, text: await file.text() }).toEqual({
      name: 'Ada CV.pdf',
      type: 'application/pdf',
      text: '%PDF-1.7',
    });
  });

  it('sends JSON when the file field holds no file (a job that needs no CV)', async () => {
    const fetcher = reply(200, { statusCode: 200 });
    await postForm('/api/x', { email: 'ada@example.com' }, { fetcher, fileField: 'resume' });
    expect(fetcher).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"email":"ada@example.com"}',
    });
  });

  it('is not sent when the network fails', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postForm('/api/x', {}, { fetcher: offline })).toMatchObject({ sent: false });
  });
});
