import { apiHandler } from '@/lib/http';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { readOutbox } from '@/lib/mail';
import { customerPreferencesHandler, signUpHandler } from '../server';
import { startFakeBloomreach, type FakeBloomreach } from './bloomreach/testing/fake-bloomreach';

// CUSTOMER_PROVIDER=bloomreach: the routes keep customers in Bloomreach (a local server that
// answers as its API does), and the welcome mail still goes through the site's outbox.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;
process.env.CUSTOMER_PROVIDER = 'bloomreach';
process.env.BLOOMREACH_PROJECT_TOKEN = 'tavola-project';
process.env.BLOOMREACH_API_KEY_ID = 'key-id';
process.env.BLOOMREACH_API_SECRET = 'the-api-secret-value';

let fake: FakeBloomreach;
let handle: DatabaseHandle;
let restore: () => void;
beforeAll(async () => {
  fake = await startFakeBloomreach({
    projectToken: 'tavola-project',
    keyId: 'key-id',
    secret: 'the-api-secret-value',
  });
  process.env.BLOOMREACH_API_URL = fake.baseUrl;
  handle = await createTestDatabase();
  restore = installDatabase(handle);
});
afterAll(async () => {
  restore();
  await handle.close();
  await fake.close();
});

const signUp = apiHandler({ POST: signUpHandler });
const preferences = apiHandler({ POST: customerPreferencesHandler });

it('a sign-up lands in Bloomreach, and its preferences are read back from there', async () => {
  const { status } = await call(signUp, {
    method: 'POST',
    body: { emailAddress: 'bloom@example.com', firstName: 'Flora', websiteOptIn: true },
  });
  expect(status).toBe(200);
  const stored = fake.customer({ email: 'bloom@example.com' });
  expect(stored?.properties.first_name).toBe('Flora');
  expect(fake.consentValid({ email: 'bloom@example.com' }, 'newsletter')).toBe(true);
  const [welcome] = await readOutbox(handle.db, 'bloom@example.com');
  const guid = /\/preferences\/([0-9a-f-]{36})/.exec(welcome!.text)![1]!;
  const { body } = await call(preferences, { method: 'POST', params: { guid } });
  expect(body).toMatchObject({ guid, firstName: 'Flora', message: 'Success' });
});

it('a Bloomreach failure stores no welcome mail and answers 500 revealing nothing', async () => {
  fake.script('attributes', { status: 500 });
  const { status, body } = await call(signUp, {
    method: 'POST',
    body: { emailAddress: 'down@example.com', firstName: 'Flora', websiteOptIn: true },
  });
  expect(status).toBe(500);
  expect(JSON.stringify(body)).not.toContain('secret');
  expect(await readOutbox(handle.db, 'down@example.com')).toEqual([]);
});
