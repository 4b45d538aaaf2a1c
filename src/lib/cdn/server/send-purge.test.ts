import { startFakeService, type FakeService } from '@/lib/http/testing/fake-service';
import { CdnPurgeError } from './cdn-purge-error';
import { retryAfterMs, sendPurge, type PurgeCall } from './send-purge';

const retry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 3000 };
const secret = 'secret-token-0123456789';

let fake: FakeService<'purge'>;
beforeAll(async () => {
  fake = await startFakeService(
    () => 'purge',
    (_request, res) => res.writeHead(204).end(),
  );
});
afterAll(() => fake.close());

const call = (overrides: Partial<PurgeCall> = {}): PurgeCall => ({
  provider: 'fastly',
  target: 'Fastly',
  url: `${fake.baseUrl}/purge`,
  method: 'POST',
  headers: { 'Fastly-Key': secret },
  failureOf: (answer) =>
    answer.status === 204 ? null : ((answer.json as { msg?: string } | undefined)?.msg ?? 'no'),
  secrets: [secret],
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<CdnPurgeError> {
  const outcome = await promise.then(
    () => new Error('expected the purge to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof CdnPurgeError)) throw outcome;
  return outcome;
}

describe('a purge request', () => {
  it('never quotes the token, even when the tier echoes it', async () => {
    fake.script('purge', { status: 403, body: { msg: `The token ${secret} may not purge` } });
    const error = await failureOf(sendPurge(call(), { timeoutMs: 2000, retry }));
    expect(error.message).toBe(
      'Fastly refused the purge (HTTP 403): The token [redacted] may not purge',
    );
    expect(error.providerMessage).toBe('The token [redacted] may not purge');
    expect(JSON.stringify(error)).not.toContain(secret);
  });

  it('waits what a 429 asks in Retry-After, in seconds', async () => {
    fake.script('purge', {
      status: 429,
      body: { msg: 'slow down' },
      headers: { 'Retry-After': '1' },
    });
    const started = Date.now();
    const before = fake.requests.length;
    await sendPurge(call(), { timeoutMs: 2000, retry });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives up at once when a 429 asks for a longer wait than is worth it', async () => {
    fake.script('purge', {
      status: 429,
      body: { msg: 'slow down' },
      headers: { 'Retry-After': '60' },
    });
    const before = fake.requests.length;
    const error = await failureOf(sendPurge(call(), { timeoutMs: 2000, retry }));
    expect(error.message).toBe(
      'Fastly refused the purge (HTTP 429): slow down; it asks to wait 60 s, too long to wait for',
    );
    expect(error).toMatchObject({ status: 429, attempts: 1 });
    expect(fake.requests.length - before).toBe(1);
  });

  it('says when the tier could not be reached, after every try', async () => {
    const closed = await startFakeService(
      () => 'purge',
      () => {},
    );
    await closed.close();
    const error = await failureOf(
      sendPurge(call({ url: `${closed.baseUrl}/purge` }), { timeoutMs: 2000, retry }),
    );
    expect(error.message).toBe('Fastly could not be reached (ECONNREFUSED) (3 tries)');
    expect(error).toMatchObject({ provider: 'fastly', status: undefined, attempts: 3 });
  });
});

describe('Retry-After', () => {
  const headers = (value: string) => new Headers({ 'Retry-After': value });

  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs(headers('120'), now)).toBe(120_000);
    expect(retryAfterMs(headers('Fri, 27 Nov 2026 12:00:30 GMT'), now)).toBe(30_000);
    expect(retryAfterMs(headers('Fri, 27 Nov 2026 11:00:00 GMT'), now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterMs(new Headers())).toBeUndefined();
    expect(retryAfterMs(headers('soon'))).toBeUndefined();
    expect(retryAfterMs(headers('-5'))).toBeUndefined();
  });
});
