import { formMessages, messageSuccess, postForm } from './post-form';

const reply = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, json: async () => body }) as unknown as Response);

describe('postForm', () => {
  it('is sent when the answer is 200 with statusCode 200 (spec 2 §4)', async () => {
    const fetcher = reply(200, { statusCode: 200 });
    expect(await postForm('/api/x', { a: 1 }, fetcher)).toEqual({ sent: true });
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
    expect(await postForm('/api/x', {}, reply(status, body))).toEqual({
      sent: false,
      message: formMessages.failed,
      issues: [],
    });
    expect(formMessages.failed).toBe('Something went wrong, please try again.');
  });

  it('says how long to wait after a 429, and names the fields of a 400', async () => {
    expect(await postForm('/api/x', {}, reply(429, { message: 'Please wait a minute.' }))).toEqual({
      sent: false,
      message: 'Please wait a minute.',
      issues: [],
      rateLimited: true,
    });
    const issues = [{ field: 'email', message: 'Please enter a valid email address.' }];
    expect(await postForm('/api/x', {}, reply(400, { message: 'email: x', issues }))).toEqual({
      sent: false,
      message: formMessages.failed,
      issues,
    });
  });

  it('reads success as the route answers it', async () => {
    const success = reply(200, { message: 'Success' });
    expect(await postForm('/api/x', {}, success)).toMatchObject({ sent: false });
    expect(await postForm('/api/x', {}, success, messageSuccess)).toEqual({ sent: true });
    const failure = reply(200, { message: 'Customer not found' });
    expect(await postForm('/api/x', {}, failure, messageSuccess)).toMatchObject({ sent: false });
  });

  it('is not sent when the network fails', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postForm('/api/x', {}, offline)).toMatchObject({ sent: false });
  });
});
