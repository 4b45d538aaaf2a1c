import type { NewSubscriber } from '../customer-provider';
import {
  bloomreachCredentials,
  bloomreachFailureOf,
  providerOn,
  tx,
} from './testing/bloomreach-fixtures';
import { startFakeBloomreach, type FakeBloomreach } from './testing/fake-bloomreach';

const dev: NewSubscriber = {
  email: 'dev@example.com',
  firstName: 'Dev',
  websiteOptIn: true,
};
const { projectToken, keyId, secret } = bloomreachCredentials;
const encodedCredentials = Buffer.from(`${keyId}:${secret}`).toString('base64');

let fake: FakeBloomreach;

beforeEach(async () => {
  fake = await startFakeBloomreach(bloomreachCredentials);
});
afterEach(() => fake.close());

/** The message must name neither the secret nor the encoded credentials that carry it. */
function expectNoSecretIn(message: string) {
  expect(message).not.toContain(secret);
  expect(message).not.toContain(encodedCredentials);
}

describe('the API key', () => {
  it('is sent as HTTP Basic credentials, with a JSON body, on every call', async () => {
    const { guid } = await providerOn(fake).signUp(tx, dev, 'sign-up');
    await providerOn(fake).unsubscribe(tx, guid, 'unsubscribe-link');

    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /data/v2/projects/${projectToken}/customers/attributes`,
      `POST /track/v2/projects/${projectToken}/customers`,
      `POST /track/v2/projects/${projectToken}/customers/events`,
      `POST /data/v2/projects/${projectToken}/customers/attributes`,
      `POST /track/v2/projects/${projectToken}/customers/events`,
    ]);
    for (const { headers } of fake.requests) {
      expect(headers.authorization).toBe(`Basic ${encodedCredentials}`);
      expect(headers['content-type']).toBe('application/json');
    }
  });

  it('refused is a BloomreachError that never shows the secret', async () => {
    const provider = providerOn(fake, { secret: `${secret}-old` });
    const error = await bloomreachFailureOf(provider.signUp(tx, dev, 'sign-up'));
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/customer attributes \(HTTP 401\): access key not found/);
    expect(error.message).not.toContain(`${secret}-old`);
    expectNoSecretIn(error.message);
  });

  it('is cleared from a refusal that echoes it', async () => {
    fake.script('attributes', {
      status: 400,
      body: { success: false, errors: [`bad header Basic ${encodedCredentials} (${secret})`] },
    });
    const error = await bloomreachFailureOf(providerOn(fake).getCustomer('some-guid'));
    expect(error.status).toBe(400);
    expect(error.message).toContain('[redacted]');
    expectNoSecretIn(error.message);
  });

  it('for another project is refused (404)', async () => {
    const provider = providerOn(fake, { projectToken: 'someone-elses-project' });
    const error = await bloomreachFailureOf(provider.getCustomer('some-guid'));
    expect(error.status).toBe(404);
  });
});

describe('a failing Bloomreach', () => {
  it.each([
    ['a server error', { status: 500, body: { success: false, errors: ['Internal error'] } }, 500],
    ['rate limiting', { status: 429, raw: 'Too Many Requests' }, 429],
    ['success: false with a 200', { body: { success: false, errors: ['No permission'] } }, 200],
  ])('makes a write throw a BloomreachError: %s', async (_, answer, status) => {
    fake.script('customers', answer);
    const error = await bloomreachFailureOf(providerOn(fake).signUp(tx, dev, 'sign-up'));
    expect(error.status).toBe(status);
    expect(error.message).toContain(`update customer properties (HTTP ${status})`);
    // The write failed: no consent is tracked for a customer that was not stored.
    expect(fake.requests.map((request) => request.endpoint)).toEqual(['attributes', 'customers']);
  });

  it('refusing a consent event makes the call throw', async () => {
    const { guid } = await providerOn(fake).signUp(tx, dev, 'sign-up');
    fake.script('events', { status: 400, body: { success: false, errors: ['Invalid event'] } });
    const error = await bloomreachFailureOf(
      providerOn(fake).unsubscribe(tx, guid, 'unsubscribe-link'),
    );
    expect(error.message).toBe('Bloomreach refused add event consent (HTTP 400): Invalid event');
  });

  it('not answering in time is a BloomreachError after the time-out', async () => {
    fake.script('attributes', { hang: true });
    const started = Date.now();
    const error = await bloomreachFailureOf(
      providerOn(fake, { timeoutMs: 150 }).getCustomer('some-guid'),
    );
    expect(error.message).toBe('Bloomreach did not answer customer attributes within 150 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('unreachable is a BloomreachError', async () => {
    const gone = await startFakeBloomreach(bloomreachCredentials);
    await gone.close();
    const error = await bloomreachFailureOf(providerOn(gone).getCustomer('some-guid'));
    expect(error.message).toMatch(/^Bloomreach could not be reached for customer attributes: /);
    expect(error.status).toBeUndefined();
  });

  it.each([
    ['an HTML page', { raw: '<html>Service Unavailable</html>' }],
    ['no results', { body: { success: true } }],
    ['too few results', { body: { success: true, results: [{ success: true, value: 'x' }] } }],
    [
      'a hard id of another type',
      { body: { success: true, results: Array(12).fill({ success: true, value: 7 }) } },
    ],
  ])('answering a read with %s makes it throw a BloomreachError', async (_, answer) => {
    fake.script('attributes', answer);
    await bloomreachFailureOf(providerOn(fake).getCustomer('some-guid'));
  });

  it('answering a write with an unreadable body makes it throw', async () => {
    fake.script('customers', { raw: 'OK' });
    const error = await bloomreachFailureOf(providerOn(fake).signUp(tx, dev, 'sign-up'));
    expect(error.message).toBe(
      'Bloomreach answered update customer properties with an unreadable body',
    );
  });

  it('refusing to read one attribute makes the read throw', async () => {
    const results = Array(12).fill({ success: true, value: null });
    results[10] = { success: false, error: 'No permission' };
    fake.script('attributes', { body: { success: true, results } });
    const error = await bloomreachFailureOf(providerOn(fake).getCustomer('some-guid'));
    expect(error.message).toContain('"category":"newsletter"');
    expect(error.message).toContain('No permission');
  });
});
