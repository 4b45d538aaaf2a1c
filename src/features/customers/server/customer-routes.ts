import type { ApiRequest } from '@/lib/http';
import { getContentSource } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import { formRoute } from '@/lib/forms/server';
import { writeToOutbox } from '@/lib/mail';
import { httpError, invalidField, limitByAddress, type MethodHandler } from '@/lib/http';
import { epochSecondsOf, isoDateOf } from '../birthday';
import {
  choicesSchema,
  guidSchema,
  interestOptions,
  occasionDatesSchema,
  preferencesSchema,
  referralSchema,
  signUpSchema,
} from '../customer.schema';
import type { CustomerProfile } from './customer-provider';
import { referralEmail, welcomeEmail } from './customer-emails';
import { getCustomerProvider } from './get-customer-provider';
import { referrals } from './referrals.table';

/** The message of every lookup or update of a guid that is not a customer's (spec 2 §7). */
export const customerNotFound = 'Customer not found';

const notFound = () => httpError(404, customerNotFound);

/** The brand's name, for the e-mails. */
async function brandName(): Promise<string> {
  return (await getContentSource().getSettings())?.siteName ?? 'Tavola';
}

/** A favourite restaurant must be one of ours (or none). */
async function checkRestaurant(field: string, storeId: string) {
  if (storeId && !(await getContentSource().getRestaurant(storeId))) {
    throw invalidField(field, 'Please choose one of our restaurants.');
  }
}

/**
 * POST /api/signup (spec 2 §7 "Sign-up"): captcha first (the form pipeline), then the customer and
 * their welcome e-mail in one transaction. The answer never carries the guid: knowing an address
 * must not open its preferences.
 */
export const signUpHandler = formRoute({
  name: 'signUp',
  schema: signUpSchema,
  failureLog: 'Error submitting sign-up:',
  dinerOf: (signUp) => signUp.emailAddress,
  prepare: async (signUp) => {
    await checkRestaurant('favouriteRestaurant', signUp.favouriteRestaurant);
    return brandName();
  },
  save: async (tx, signUp, brand) => {
    const { guid } = await getCustomerProvider().signUp(
      tx,
      {
        email: signUp.emailAddress,
        firstName: signUp.firstName,
        phoneNumber: signUp.phoneNumber || undefined,
        favouriteRestaurant: signUp.favouriteRestaurant || undefined,
        birthday: signUp.birthday,
        websiteOptIn: signUp.websiteOptIn,
        smsOptIn: signUp.websiteSMSOptIn,
      },
      'sign-up',
    );
    await writeToOutbox(
      tx,
      welcomeEmail({ email: signUp.emailAddress, firstName: signUp.firstName, guid }, brand),
    );
  },
  answer: () => ({ statusCode: 200, message: 'Success' }),
});

/** What the preferences page reads (spec 2 §3 "Customer preferences"), and the other pages' data. */
function preferencesOf(customer: CustomerProfile) {
  return {
    guid: customer.guid,
    message: 'Success',
    firstName: customer.firstName ?? '',
    favRestaurantCode: customer.favRestaurantCode ?? '',
    birthDate: customer.birthDate ? epochSecondsOf(customer.birthDate) : null,
    gender: customer.gender ?? '',
    phoneNumber: customer.phoneNumber ?? '',
    websiteSmsOptIn: customer.smsOptIn,
    websiteOptIn: customer.websiteOptIn,
    interests: interestOptions.map((name) => ({
      name,
      checked: customer.interests.includes(name),
    })),
    choices: customer.choices,
    occasionDates: customer.occasionDates,
    /** Enough of the address for the diner to recognise it, not enough to harvest it. */
    email: maskEmail(customer.email),
  };
}

/** `zoe@example.com` -> `z***@example.com`: not even the length of the name is told. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The guid in the path: anything that is not a v4 UUID is simply not found. */
function guidParam(req: ApiRequest): string {
  const parsed = guidSchema.safeParse(req.query.guid);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/**
 * POST /api/exponea/getcustomerpreferences/{guid} (spec 2 §7): the customer's preferences; an
 * unknown guid is 404 with 'Customer not found'. Limited per address, so guids cannot be guessed.
 */
export const customerPreferencesHandler: MethodHandler = async (req) => {
  await limitByAddress(req, 'customer-lookup');
  const customer = await getCustomerProvider().getCustomer(guidParam(req));
  if (!customer) throw notFound();
  return preferencesOf(customer);
};

/** POST /api/exponea/updateCustomerPreferences: answers `message: 'Success'` (spec 2 §7). */
export const updatePreferencesHandler = formRoute({
  name: 'preferences',
  schema: preferencesSchema,
  failureLog: 'Error updating customer preferences.',
  dinerOf: (update) => update.guid,
  dinerLimit: 'customer-update',
  prepare: (update) => checkRestaurant('favRestaurantCode', update.favRestaurantCode),
  save: async (tx, update) => {
    const updated = await getCustomerProvider().updatePreferences(tx, update.guid, {
      firstName: update.firstName,
      phoneNumber: update.phoneNumber || null,
      favRestaurantCode: update.favRestaurantCode || null,
      birthDate: update.birthDate === null ? null : isoDateOf(update.birthDate),
      gender: update.gender || null,
      smsOptIn: update.websiteSmsOptIn,
      interests: update.interests.filter((interest) => interest.checked).map(({ name }) => name),
    });
    if (!updated) throw notFound();
  },
  answer: () => ({ message: 'Success' }),
});

/**
 * POST /api/exponea/updateCustomerChoices: the options chosen on /choices. Every key and option
 * must be one the content offers (GET /api/v1/content/choices).
 */
export const updateChoicesHandler = formRoute({
  name: 'choices',
  schema: choicesSchema,
  failureLog: 'Error updating customer choices.',
  dinerOf: (post) => post.guid,
  dinerLimit: 'customer-update',
  prepare: async (post) => {
    const offered = await getContentSource().getChoices();
    for (const [key, options] of Object.entries(post.choices)) {
      const choice = offered.find((candidate) => candidate.key === key);
      if (!choice) throw invalidField(`choices.${key}`, 'This is not one of our questions.');
      const unknown = options.find((option) => !choice.options.includes(option));
      if (unknown !== undefined) {
        throw invalidField(`choices.${key}`, 'Please choose from the options given.');
      }
    }
  },
  save: async (tx, post) => {
    if (!(await getCustomerProvider().updateChoices(tx, post.guid, post.choices))) throw notFound();
  },
  answer: () => ({ message: 'Success' }),
});

/** POST /api/exponea/updateOccasionDates: the diner's occasions, each of a kind the site lists. */
export const updateOccasionDatesHandler = formRoute({
  name: 'occasionDates',
  schema: occasionDatesSchema,
  failureLog: 'Error updating occasion dates.',
  dinerOf: (post) => post.guid,
  dinerLimit: 'customer-update',
  prepare: async (post) => {
    const kinds = (await getContentSource().getSettings())?.occasionKinds ?? [];
    post.occasionDates.forEach((date, index) => {
      if (!kinds.includes(date.kind)) {
        throw invalidField(`occasionDates.${index}.kind`, 'Please choose one of the occasions.');
      }
    });
  },
  save: async (tx, post) => {
    const saved = await getCustomerProvider().updateOccasionDates(
      tx,
      post.guid,
      post.occasionDates,
    );
    if (!saved) throw notFound();
  },
  answer: () => ({ message: 'Success' }),
});

/**
 * POST /api/unsubscribe/{guid}: the one-click unsubscribe of RFC 8058, which mail clients post
 * (`List-Unsubscribe=One-Click`) without asking the diner anything more. Also the preferences
 * page's Unsubscribe button. A GET never unsubscribes: link scanners follow links.
 */
export const unsubscribeHandler: MethodHandler = async (req) => {
  await limitByAddress(req, 'form');
  // The body (List-Unsubscribe=One-Click, form-encoded) says nothing the method does not: unread.
  const guid = guidParam(req);
  const done = await getDatabase().transaction((tx) =>
    getCustomerProvider().unsubscribe(tx, guid, 'unsubscribe-link'),
  );
  if (!done) throw notFound();
  return { message: 'Success' };
};

/**
 * POST /api/referral (/refer-a-friend, /referral): mails a friend an invitation to sign up. Limited
 * per address, per referrer and per friend (a week), so it is no way to mail strangers.
 */
export const referralHandler = formRoute({
  name: 'referral',
  schema: referralSchema,
  failureLog: 'Error sending a referral.',
  dinerOf: (referral) => referral.email,
  alsoLimit: { name: 'referral-friend', keyOf: (referral) => referral.friendEmail },
  prepare: () => brandName(),
  save: async (tx, referral, brand) => {
    await tx.insert(referrals).values({
      referrerName: referral.name,
      referrerEmail: referral.email,
      friendEmail: referral.friendEmail,
    });
    await writeToOutbox(tx, referralEmail(referral, brand));
  },
});
