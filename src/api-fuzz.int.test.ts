import 'next-test-api-route-handler'; // must be the first import
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { NextApiHandler } from 'next';
import { pinClock } from '@/lib/clock';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { issueAccessToken } from '@/lib/http';
import { fetchRoute } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { bookingRequest } from '@/features/booking/server/testing/booking-request-fixture';
import { getJobsProvider } from '@/features/jobs/server';
import { applicationFor, seedTestJobs } from '@/features/jobs/server/testing/jobs-harness';

/**
 * No input gives a 5xx (ARCHITECTURE §7): every API route, with generated malformed and extreme
 * queries, path ids, headers and bodies, answers below 500, in JSON, with the error payload
 * `{ code, title, message }` (or, for availability, the spec's `{ success: false, message }`).
 */
process.env.LOG_LEVEL = 'silent';
process.env.TOKEN_SECRET = 'fuzz-test-token-secret-value';
process.env.RATE_LIMITS = generousRateLimits;
process.env.PREVIEW_SECRET = 'fuzz-preview-secret-value';
process.env.REVALIDATE_SECRET = 'fuzz-revalidate-secret-value';

const apiDir = path.join(process.cwd(), 'src/pages/api');
const routeFiles = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .sort();

/** The path parameters of a route file: `[storeId]` one, `[[...path]]` a list. */
const paramsOf = (file: string) =>
  [...file.matchAll(/\[\[?(\.\.\.)?(\w+)\]?\]/g)].map(([, rest, name]) => ({
    name: name!,
    list: Boolean(rest),
  }));

// Text that has broken parsers: long, unicode, control characters, look-alike numbers and dates.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '0x10',
    '1e9',
    '-1',
    '2027-02-30',
    '2027-13-01T19:00Z',
    '25:61',
    '+99:99',
    '9999-12-31',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\t\r\n',
    '<script>',
    'constructor',
    '__proto__',
    'x'.repeat(5000),
  ),
);
// Text no keyboard types and no database stores: a NUL byte, half of a surrogate pair, alone or
// inside ordinary text. Every route refuses it below 500 (it used to reach PostgreSQL as a 500).
const unstorable = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\ud83c',
    '\udf89',
    'Ada\u0000Lovelace',
    'Caf\u00e9 \ud800',
    '\udfff\ud800',
  ),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\ud800', '\udc00'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);
const queryValue = fc.oneof(nasty, unstorable, fc.array(nasty, { maxLength: 3 }));
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('date', 'dates', 'adults', 'children', 'occasionId', 'menuIds', 'time'),
    fc.constantFrom('areaId', 'bookingDate', 'menuId', 'query', 'path', 'secret', 'parent'),
    fc.string({ minLength: 1, maxLength: 8 }),
  ),
  queryValue,
  { maxKeys: 6 },
);
// The free-text fields of every form (sign-up, contact, group booking, job application, offers,
// preferences, booking), with text that cannot be stored, in a body that is otherwise plausible.
const freeTextFields = [
  'name',
  'firstName',
  'lastName',
  'secondName',
  'email',
  'message',
  'specialRequest',
  'telephone',
  'mobile',
  'restaurant',
  'offerId',
  'menuName',
  'guid',
  'friendName',
  'friendEmail',
  'enquiryType',
] as const;
const withUnstorableText = fc.oneof(
  fc.dictionary(fc.constantFrom(...freeTextFields), fc.oneof(unstorable, nasty), { minKeys: 1 }),
  fc
    .tuple(fc.constantFrom(...Object.keys(bookingRequest('2026-12-11', '19:00'))), unstorable)
    .map(([field, value]) => ({ ...bookingRequest('2026-12-11', '19:00'), [field]: value })),
  fc.record({
    email: fc.constant('ada@example.com'),
    resume: fc.record({
      name: unstorable,
      contentType: fc.constant('application/pdf'),
      content: fc.constant('JVBERi0='),
    }),
    experience: fc.array(fc.record({ employer: unstorable, jobTitle: unstorable }), {
      maxLength: 2,
    }),
    questions: fc.array(fc.record({ id: fc.constant('q1'), answer: unstorable }), { maxLength: 2 }),
  }),
);
// A valid booking with one field replaced reaches the deepest checks; anything else, the first.
const body = fc.oneof(
  withUnstorableText,
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .tuple(fc.constantFrom(...Object.keys(bookingRequest('2026-12-11', '19:00'))), fc.jsonValue())
    .map(([field, value]) => ({ ...bookingRequest('2026-12-11', '19:00'), [field]: value })),
  fc.constant({
    stores: [{ storeId: '1001', miles: 1 }],
    date: '2026-12-11T19:00',
    adultCovers: 2,
  }),
);
const rawBody = fc.oneof(
  body.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant('{"unterminated": '),
);

let handle: DatabaseHandle;
let restore: () => void;
let restoreClock: () => void;
/** A complete, valid job application: with one free-text field unstorable, it reaches the store. */
let validApplication: Record<string, unknown>;
beforeAll(async () => {
  restoreClock = pinClock('2026-11-30T10:00:00Z');
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  await seedTestJobs(handle.db);
  const jobs = await getJobsProvider().listJobs();
  const job = jobs.find(
    (candidate) =>
      candidate.cvRequired === 'True' &&
      candidate.workExperienceRequired === 'True' &&
      candidate.questions.some((question) => question.type === 'TEXT'),
  )!;
  validApplication = { ...applicationFor(job, 'fuzz@example.com') };
});

/**
 * Bodies that are valid but for one free-text field (the CV's name, work experience, a text
 * answer), with text no database stores: only these reach the storage a route has.
 */
function storedTextBodies(file: string): fc.Arbitrary<string>[] {
  if (file !== path.join('jobs', 'application.ts')) return [];
  const application = validApplication as {
    resume: { name: string };
    experience: Record<string, unknown>[];
    questions: { id: string; answer: unknown }[];
  };
  return [
    fc
      .tuple(
        fc.constantFrom('resume.name', 'employer', 'jobTitle', 'answer', 'email'),
        unstorable,
        fc.emailAddress(),
      )
      .map(([field, text, email]) => {
        const body = structuredClone({ ...application, email }) as typeof application;
        if (field === 'resume.name') body.resume.name = `${text}.pdf`;
        if (field === 'employer' || field === 'jobTitle') body.experience[0]![field] = text;
        for (const question of body.questions) {
          if (field === 'answer' && typeof question.answer === 'string') question.answer = text;
        }
        if (field === 'email') (body as Record<string, unknown>).email = `${text}${email}`;
        return JSON.stringify(body);
      }),
  ];
}
afterAll(async () => {
  restoreClock();
  restore();
  await handle.close();
});

describe.each(routeFiles)('/api/%s answers any input below 500, in JSON', (file) => {
  it('for generated methods, queries, path ids, headers and bodies', async () => {
    const route = withDraftMode((await import(path.join(apiDir, file))).default as NextApiHandler);
    const params = paramsOf(file);
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
      query,
      params: fc.tuple(...params.map(() => fc.oneof(nasty, unstorable)), fc.constant(null)),
      body: fc.option(rawBody, { nil: undefined }),
      // A form with a file too (the job application takes one; every other route refuses it).
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=fuzz',
        'multipart/form-data',
        undefined,
      ),
      session: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(input.query)) {
          for (const item of [value].flat()) search.append(key, item);
        }
        const routeParams = Object.fromEntries(
          params.map(({ name, list }, i) => {
            const value = input.params[i] as string;
            return [name, list ? value.split('/') : value];
          }),
        );
        const headers: Record<string, string> = {};
        if (input.contentType) headers['content-type'] = input.contentType;
        if (input.session) {
          headers.authorization = `Bearer ${await issueAccessToken('fuzz-session-0001')}`;
          headers.brandkey = 'tavola';
          headers.sessionid = 'fuzz-session-0001';
        }
        const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
        const { status, text } = await fetchRoute(route, {
          method: input.method,
          url: `/?${search}`,
          params: routeParams,
          headers,
          body: hasBody ? input.body : undefined,
        });
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        if (input.method === 'HEAD' || status === 307 || status === 308) return;
        const answer = JSON.parse(text) as unknown;
        if (status >= 400) {
          expect(answer).toEqual(expect.objectContaining({ message: expect.any(String) }));
          const payload = answer as { success?: boolean; code?: unknown; title?: unknown };
          if (payload.success !== false) {
            expect(payload).toEqual(
              expect.objectContaining({ code: expect.any(Number), title: expect.any(String) }),
            );
          }
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40), endOnFailure: true },
    );
  }, 120_000);
});

describe('free text no database stores, in an otherwise valid post', () => {
  it.each([path.join('jobs', 'application.ts')])(
    '/api/%s refuses it with a 400 naming the field',
    async (file) => {
      const route = (await import(path.join(apiDir, file))).default as NextApiHandler;
      await fc.assert(
        fc.asyncProperty(fc.oneof(...storedTextBodies(file)), async (body) => {
          const { status, text } = await fetchRoute(route, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          expect(status).toBe(400);
          const answer = JSON.parse(text) as { issues?: { field: string }[] };
          expect(answer.issues?.[0]?.field).toMatch(/resume\.name|experience|questions|email/);
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40), endOnFailure: true },
      );
    },
    120_000,
  );
});

/**
 * The test harness calls routes without Next.js's preview-mode keys, so Next's own setDraftMode
 * would throw there; in a real server it sets the draft-mode cookie. Stand in for it with that.
 */
function withDraftMode(route: NextApiHandler & { config?: object }): NextApiHandler {
  const wrapped: NextApiHandler = (req, res) => {
    res.setDraftMode = ({ enable }) => {
      res.setHeader('Set-Cookie', `__prerender_bypass=${enable ? 'on' : ''}; Path=/; HttpOnly`);
      return res;
    };
    return route(req, res);
  };
  // The route's config (its body left to apiHandler) goes with it.
  return Object.assign(wrapped, { config: route.config });
}
