import { getContentSource } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import { formRoute } from '@/lib/forms/server';
import { writeToOutbox } from '@/lib/mail';
import { invalidField, limitByAddress, type MethodHandler } from '@/lib/http';
import {
  choicesSchema,
  customerMessages,
  occasionDatesSchema,
  referralSchema,
  signUpSchema,
} from '../customer.schema';
import { referralEmail, welcomeEmail } from './customer-emails';
import { getCustomerProvider } from './get-customer-provider';
import { referrals } from './referrals.table';
import { brandName, checkRestaurant, guidParam, notFound } from './route-helpers';
import { requestSmsConfirmation } from './sms/sms-confirmation';

/**
 * POST /api/signup (spec 2 §7 "Sign-up"): captcha first (the form pipeline), then the customer and
 * their welcome e-mail in one transaction. The answer never carries the guid: knowing an address
 * must not open its preferences. Texts start only once the code texted to the number is typed back
 * on the preferences page (PECR: anyone can type a number).
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
    const signedUp = await getCustomerProvider().signUp(
      tx,
      {
        email: signUp.emailAddress,
        firstName: signUp.firstName,
        phoneNumber: signUp.phoneNumber || undefined,
        favouriteRestaurant: signUp.favouriteRestaurant || undefined,
        birthday: signUp.birthday,
        websiteOptIn: signUp.websiteOptIn,
      },
      'sign-up',
    );
    const { guid, phoneNumber, smsOptIn } = signedUp;
    if (signUp.websiteSMSOptIn && phoneNumber && !smsOptIn) {
      await requestSmsConfirmation(tx, { guid, phoneNumber, source: 'sign-up', brand });
    }
    await writeToOutbox(
      tx,
      welcomeEmail({ email: signUp.emailAddress, firstName: signUp.firstName, guid }, brand),
    );
  },
  answer: () => ({ statusCode: 200, message: 'Success' }),
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
      if (choice.oneAnswer && options.length > 1) {
        throw invalidField(`choices.${key}`, customerMessages.oneAnswer);
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
