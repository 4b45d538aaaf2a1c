import { count, eq } from 'drizzle-orm';
import { callRoute as call } from '@/lib/http/testing/call-route';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { apiHandler } from '@/lib/http';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { outboxMail, readOutbox } from '@/lib/mail';
import { contactTypesHandler, sendContactHandler, sendGroupBookingHandler } from '../server';
import { enquiries } from './enquiries.table';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;

const route = {
  types: apiHandler({ GET: contactTypesHandler }),
  contact: apiHandler({ POST: sendContactHandler }),
  group: apiHandler({ POST: sendGroupBookingHandler }),
};
const database = openTestDatabaseForFile();

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  lastName: "O'Neill",
  email: 'zoe@example.com',
  enquiryType: 'feedback',
  enquiryRestaurant: '1001',
  message: 'Lovely dinner on Friday, thank you!',
  ...overrides,
});
const post = (handler: typeof route.contact, body: unknown) =>
  call(handler, { method: 'POST', body });
const storedFrom = async (email: string) =>
  (await database().db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, email)))[0]!
    .n;

describe(`the contact API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET /api/contact/contactTypes: the four types with their labels', async () => {
    const { status, body } = await call(route.types, {});
    expect(status).toBe(200);
    expect(body).toEqual([
      { value: 'bookingEnquiries', label: 'A booking' },
      { value: 'groupBookings', label: 'A group booking' },
      { value: 'feedback', label: 'Feedback on a visit' },
      { value: 'others', label: 'Something else' },
    ]);
  });

  it('POST /api/contact/sendemail: stores it and mails the restaurant and the diner, in one go', async () => {
    const { status, body } = await post(route.contact, enquiry({ email: 'feedback@example.com' }));
    expect({ status, body }).toEqual({ status: 200, body: { statusCode: 200 } });
    const [row] = await database()
      .db.select()
      .from(enquiries)
      .where(eq(enquiries.email, 'feedback@example.com'));
    expect(row).toMatchObject({
      form: 'contact',
      enquiryType: 'feedback',
      storeId: '1001',
      sentTo: 'london.covent-garden@tavola.example',
      guests: null,
      message: 'Lovely dinner on Friday, thank you!',
    });
    const [toRestaurant] = await readOutbox(database().db, 'london.covent-garden@tavola.example');
    expect(toRestaurant!.subject).toBe("Feedback on a visit: a message from Zoë O'Neill");
    expect(toRestaurant!.text).toContain('Reply to feedback@example.com to answer them');
    expect(toRestaurant!.replyTo).toBe('feedback@example.com');
    expect(toRestaurant!.text).toContain('Restaurant: London Covent Garden');
    expect(toRestaurant!.html).toContain('Lovely dinner on Friday, thank you!');
    const [toDiner] = await readOutbox(database().db, 'feedback@example.com');
    expect(toDiner!.subject).toBe('Thank you for your message');
    expect(toDiner!.text).toContain(
      "Your message has gone to Tavola London Covent Garden, and we'll reply within 48 hours.",
    );
  });

  it("sends 'something else' to the brand's own address", async () => {
    const { status } = await post(
      route.contact,
      enquiry({ enquiryType: 'others', enquiryRestaurant: '', email: 'other@example.com' }),
    );
    expect(status).toBe(200);
    const [row] = await database()
      .db.select()
      .from(enquiries)
      .where(eq(enquiries.email, 'other@example.com'));
    expect(row).toMatchObject({ storeId: null, sentTo: 'hello@tavola.example' });
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: 'R2D2' }],
    ['email', { email: 'not-an-email' }],
    ['enquiryType', { enquiryType: 'complaint' }],
    ['enquiryRestaurant', { enquiryRestaurant: '' }],
    ['message', { message: '<b>hi</b>' }],
  ])('answers 400 naming %s, and stores and mails nothing', async (field, change) => {
    const email = `invalid-${field}@example.com`;
    const { status, body } = await post(route.contact, enquiry({ email, ...change }));
    expect(status).toBe(400);
    expect(body.issues.map((issue: { field: string }) => issue.field)).toContain(field);
    expect(await storedFrom(email)).toBe(0);
    expect(await readOutbox(database().db, email)).toEqual([]);
  });

  it('refuses a restaurant that is not ours, and an e-mail address that is not the restaurant’s', async () => {
    const unknown = await post(route.contact, enquiry({ enquiryRestaurant: '9999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { field: 'enquiryRestaurant', message: 'Please choose one of our restaurants.' },
    ]);
    const relay = await post(
      route.contact,
      enquiry({ restaurantEmail: 'victim@example.com', email: 'relay@example.com' }),
    );
    expect(relay.status).toBe(400);
    expect(relay.body.issues[0].field).toBe('restaurantEmail');
    expect(await readOutbox(database().db, 'victim@example.com')).toEqual([]);
    const own = await post(
      route.contact,
      enquiry({ restaurantEmail: 'LONDON.covent-garden@tavola.example', email: 'own@example.com' }),
    );
    expect(own.status).toBe(200);
  });

  it('POST /api/contact/group-booking: a group of 30 for one restaurant', async () => {
    const { status, body } = await post(
      route.group,
      enquiry({
        enquiryType: undefined,
        guests: 30,
        enquiryRestaurant: '1002',
        email: 'party@example.com',
      }),
    );
    expect({ status, body }).toEqual({ status: 200, body: { statusCode: 200 } });
    const [row] = await database()
      .db.select()
      .from(enquiries)
      .where(eq(enquiries.email, 'party@example.com'));
    expect(row).toMatchObject({
      form: 'groupBooking',
      enquiryType: 'groupBookings',
      guests: 30,
      storeId: '1002',
    });
    const [toRestaurant] = await readOutbox(database().db, 'london.soho@tavola.example');
    expect(toRestaurant!.subject).toBe('Group booking enquiry: 30 guests at London Soho');
    const [toDiner] = await readOutbox(database().db, 'party@example.com');
    expect(toDiner!.subject).toBe('Your group booking enquiry has been received');
  });

  it('answers 400 for no guests, and for no restaurant, on a group booking', async () => {
    for (const change of [{ guests: 0 }, { enquiryRestaurant: '' }]) {
      const { status } = await post(
        route.group,
        enquiry({
          enquiryType: undefined,
          guests: 30,
          email: 'group-invalid@example.com',
          ...change,
        }),
      );
      expect(status).toBe(400);
    }
    expect(await storedFrom('group-invalid@example.com')).toBe(0);
  });

  it('stores nothing when its mail cannot be queued (one transaction)', async () => {
    const { db } = database();
    const failing = jest.spyOn(db, 'transaction').mockImplementationOnce(async (run) =>
      db.transaction(async (tx) => {
        await run(tx as never);
        throw new Error('the outbox is full');
      }),
    );
    const { status } = await post(route.contact, enquiry({ email: 'rolled-back@example.com' }));
    failing.mockRestore();
    expect(status).toBe(500);
    expect(await storedFrom('rolled-back@example.com')).toBe(0);
    const mails = await database()
      .db.select({ n: count() })
      .from(outboxMail)
      .where(eq(outboxMail.to, 'rolled-back@example.com'));
    expect(mails[0]!.n).toBe(0);
  });
});
