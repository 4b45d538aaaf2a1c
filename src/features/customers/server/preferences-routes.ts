import { formRoute } from '@/lib/forms/server';
import { invalidField, limitByAddress, type MethodHandler } from '@/lib/http';
import { interestOptions, preferencesSchema, customerMessages } from '../customer.schema';
import type { CustomerPreferences } from '../customer-preferences';
import { maskPhone, maskedBirthday } from '../masking';
import type { CustomerProfile } from './customer-provider';
import { getCustomerProvider } from './get-customer-provider';
import { brandName, checkRestaurant, guidParam, notFound } from './route-helpers';
import {
  cancelSmsCodes,
  latestLiveCode,
  requestSmsConfirmation,
  smsCodePending,
} from './sms/sms-confirmation';

/** `zoe@example.com` -> `z***@example.com`: not even the length of the name is told. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * What the preferences page reads (spec 2 §3 "Customer preferences"), and the other pages' data.
 * The guid is in every marketing e-mail: the e-mail, phone number and birthday are masked, enough
 * for the diner to recognise, not enough to harvest.
 */
function preferencesOf(customer: CustomerProfile, smsCodeSent: boolean): CustomerPreferences {
  return {
    guid: customer.guid,
    message: 'Success',
    firstName: customer.firstName ?? '',
    favRestaurantCode: customer.favRestaurantCode ?? '',
    birthDate: customer.birthday ? maskedBirthday : null,
    gender: customer.gender ?? '',
    phoneNumber: maskPhone(customer.phoneNumber ?? ''),
    websiteSmsOptIn: customer.smsOptIn,
    smsCodeSent,
    websiteOptIn: customer.websiteOptIn,
    interests: interestOptions.map((name) => ({
      name,
      checked: customer.interests.includes(name),
    })),
    choices: customer.choices,
    occasionDates: customer.occasionDates,
    email: maskEmail(customer.email),
  };
}

/**
 * POST /api/exponea/getcustomerpreferences/{guid} (spec 2 §7): the customer's preferences; an
 * unknown guid is 404 with 'Customer not found'. Limited per address, so guids cannot be guessed.
 */
export const customerPreferencesHandler: MethodHandler = async (req) => {
  await limitByAddress(req, 'customer-lookup');
  const guid = guidParam(req);
  const customer = await getCustomerProvider().getCustomer(guid);
  if (!customer) throw notFound();
  return preferencesOf(customer, await smsCodePending(guid));
};

/**
 * POST /api/exponea/updateCustomerPreferences: answers `message: 'Success'` (spec 2 §7), with
 * `smsCodeSent` when texts were asked for: they start once the code texted is typed back (PECR).
 * Stopping texts, or changing the number, takes effect at once.
 */
export const updatePreferencesHandler = formRoute({
  name: 'preferences',
  schema: preferencesSchema,
  failureLog: 'Error updating customer preferences.',
  dinerOf: (update) => update.guid,
  dinerLimit: 'customer-update',
  prepare: async (update) => {
    await checkRestaurant('favRestaurantCode', update.favRestaurantCode);
    const customer = await getCustomerProvider().getCustomer(update.guid);
    if (!customer) throw notFound();
    if (update.websiteSmsOptIn && !(update.phoneNumber ?? customer.phoneNumber)) {
      throw invalidField('phoneNumber', customerMessages.phoneForSms);
    }
    return { customer, brand: await brandName() };
  },
  save: async (tx, update, { customer, brand }) => {
    const phoneNumber = update.phoneNumber === undefined ? undefined : update.phoneNumber || null;
    const newNumber = phoneNumber !== undefined && phoneNumber !== customer.phoneNumber;
    const stopTexts = update.websiteSmsOptIn === false || newNumber;
    const updated = await getCustomerProvider().updatePreferences(tx, update.guid, {
      firstName: update.firstName,
      phoneNumber,
      favRestaurantCode: update.favRestaurantCode?.trim() === '' ? null : update.favRestaurantCode,
      birthday: update.birthday,
      gender: update.gender === '' ? null : update.gender,
      interests: update.interests?.filter(({ checked }) => checked).map(({ name }) => name),
      smsOptIn: stopTexts && customer.smsOptIn ? false : undefined,
    });
    if (!updated) throw notFound();
    if (stopTexts) await cancelSmsCodes(tx, update.guid);
    const number = phoneNumber === undefined ? customer.phoneNumber : phoneNumber;
    if (!update.websiteSmsOptIn || !number || (customer.smsOptIn && !newNumber)) return false;
    // A save of the form while a code waits is not a new request for one.
    if ((await latestLiveCode(tx, update.guid))?.phoneNumber === number) return true;
    await requestSmsConfirmation(tx, {
      guid: update.guid,
      phoneNumber: number,
      source: 'preferences',
      brand,
    });
    return true;
  },
  answer: (smsCodeSent) => ({ message: 'Success', ...(smsCodeSent ? { smsCodeSent } : {}) }),
});
