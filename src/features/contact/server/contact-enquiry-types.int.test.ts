import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { contactTypesHandler, sendContactHandler, sendGroupBookingHandler } from '../server';
import { enquiries } from './enquiries.table';

// The enquiry types are the editors' (settings 'Enquiry types'): the routes accept what the forms
// offer from the same settings, and refuse the rest with the form's own message.

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;

/** Tavola's content, its settings offering only feedback and 'others', in the editors' words. */
const contentDir = mkdtempSync(path.join(tmpdir(), 'tavola-enquiry-types-'));
const space = JSON.parse(readFileSync(path.resolve('content', 'tavola.json'), 'utf8'));
const settingsEntry = space.entries.find(
  (entry: { sys: { contentType: { sys: { id: string } } } }) =>
    entry.sys.contentType.sys.id === 'settings',
);
const offered = [
  { value: 'feedback', label: 'Tell us how it went' },
  { value: 'others', label: 'Anything else' },
];
settingsEntry.fields.enquiryTypes = { 'en-GB': offered };
writeFileSync(path.join(contentDir, 'tavola.json'), JSON.stringify(space));
process.env.CONTENT_SOURCE = 'local';
process.env.BRAND = 'tavola';
process.env.CONTENT_DIR = contentDir;
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const route = {
  types: apiHandler({ GET: contactTypesHandler }),
  contact: apiHandler({ POST: sendContactHandler }),
  group: apiHandler({ POST: sendGroupBookingHandler }),
};
const database = openTestDatabaseForFile();

const enquiry = (overrides: Record<string, unknown>) => ({
  firstName: 'Zoë',
  lastName: "O'Neill",
  email: 'zoe@example.com',
  enquiryType: 'feedback',
  enquiryRestaurant: '1001',
  message: 'Lovely dinner on Friday, thank you!',
  ...overrides,
});
const storedFrom = async (email: string) =>
  (await database().db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, email)))[0]!
    .n;

describe(`enquiry types from the content (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET /api/contact/contactTypes lists the settings’ types, as the forms show them', async () => {
    const { status, body } = await call(route.types, {});
    expect({ status, body }).toEqual({ status: 200, body: offered });
  });

  it('accepts an enquiry about a type the settings offer', async () => {
    const { status, body } = await call(route.contact, {
      method: 'POST',
      body: enquiry({ email: 'offered@example.com' }),
    });
    expect({ status, body }).toEqual({ status: 200, body: { statusCode: 200 } });
    expect(await storedFrom('offered@example.com')).toBe(1);
  });

  it('refuses one the settings leave out, with the form’s message, and stores nothing', async () => {
    for (const [handler, email] of [
      [route.contact, 'booking@example.com'],
      [route.group, 'group@example.com'],
    ] as const) {
      const { status, body } = await call(handler, {
        method: 'POST',
        body: enquiry({ email, enquiryType: 'bookingEnquiries', guests: 12 }),
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        issues: [{ field: 'enquiryType', message: 'Please choose what your message is about.' }],
      });
      expect(await storedFrom(email)).toBe(0);
    }
  });

  it('still refuses a type the spec does not have, as before', async () => {
    const { status, body } = await call(route.contact, {
      method: 'POST',
      body: enquiry({ email: 'other@example.com', enquiryType: 'complaints' }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      issues: [{ field: 'enquiryType', message: 'Please choose what your message is about.' }],
    });
  });
});
