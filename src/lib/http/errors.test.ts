import { httpError } from './errors';

describe('HttpError', () => {
  it('keeps no stack for a refusal (4xx), which is an answer, and keeps it for a fault (5xx)', () => {
    const refusal = httpError(409, 'Taken');
    expect(refusal.message).toBe('Taken');
    expect(refusal.stack).toBe('HttpError: Taken');
    const fault = httpError(502, 'Upstream failed');
    expect(fault.stack).toMatch(/^HttpError: Upstream failed\n\s+at /);
  });

  it('leaves the stack of every other error as it was', () => {
    const limit = Error.stackTraceLimit;
    httpError(400, 'Bad');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('other').stack).toMatch(/\n\s+at /);
  });
});
