import { z } from 'zod';
import { defaultBirthYear, type Birthday } from '../../birthday';
import type {
  ConsentKind,
  CustomerProfile,
  NewSubscriber,
  PreferencesUpdate,
} from '../customer-provider';
import type { AttributeRequest } from './bloomreach-client';
import { BloomreachError } from './bloomreach-error';

/** The customer properties this provider keeps, by their name in Bloomreach. */
export const propertyNames = {
  email: 'email',
  firstName: 'first_name',
  phoneNumber: 'phone',
  favRestaurantCode: 'fav_restaurant_code',
  birthDate: 'birth_date',
  gender: 'gender',
  interests: 'interests',
  choices: 'choices',
  occasionDates: 'occasion_dates',
} as const;

/** The consent category of each marketing consent (Project settings > Privacy management). */
export const consentCategories: Record<ConsentKind, string> = {
  website: 'newsletter',
  sms: 'sms',
};

/**
 * Everything a profile shows, read in one call. The hard id comes first: a customer Bloomreach
 * knows always has the guid they were created with, so a null there means "no such customer"
 * whichever way the API words an unknown one.
 */
export const profileAttributes: readonly AttributeRequest[] = [
  { type: 'id', id: 'registered' },
  ...Object.values(propertyNames).map((property) => ({ type: 'property' as const, property })),
  { type: 'consent', category: consentCategories.website, mode: 'valid' },
  { type: 'consent', category: consentCategories.sms, mode: 'valid' },
];

// Stored values are read leniently: anyone with access to the project can edit a property in
// Bloomreach's own screens, and one odd value should not take a diner's preferences page down.
const text = z.string().nullable().catch(null);
const occasionDateSchema = z.object({
  kind: z.string(),
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
});

// One schema per value of `profileAttributes`, in the same order.
const profileValuesSchema = z.tuple([
  // The hard id is strict: a value of another type is an answer the site cannot read.
  z.string().min(1).nullable(),
  text,
  text,
  text,
  text,
  text,
  text,
  z.array(z.string()).catch([]),
  z.record(z.string(), z.array(z.string())).catch({}),
  z.array(occasionDateSchema).catch([]),
  z.boolean().catch(false),
  z.boolean().catch(false),
]);

/** The profile in the values of `profileAttributes`; null when no customer has the ids asked. */
export function profileFromValues(values: unknown[]): CustomerProfile | null {
  const parsed = profileValuesSchema.safeParse(values);
  if (!parsed.success) {
    throw new BloomreachError(
      `Bloomreach answered customer attributes with values the site cannot read: ${z.prettifyError(parsed.error)}`,
    );
  }
  const [guid, email, firstName, phoneNumber, favRestaurantCode, birthDateText, gender, ...rest] =
    parsed.data;
  if (guid === null) return null;
  const [interests, choices, occasionDates, websiteOptIn, smsOptIn] = rest;
  return {
    guid,
    email: email ?? '',
    firstName,
    phoneNumber,
    favRestaurantCode,
    birthday: birthdayOfText(birthDateText),
    gender,
    websiteOptIn,
    smsOptIn,
    interests,
    choices,
    occasionDates,
  };
}

/** The properties a sign-up gives, by Bloomreach name; only those the diner filled in. */
export function subscriberProperties(subscriber: NewSubscriber): Record<string, string> {
  const { birthday } = subscriber;
  const given: Record<string, string | undefined> = {
    [propertyNames.email]: subscriber.email,
    [propertyNames.firstName]: subscriber.firstName?.trim(),
    [propertyNames.phoneNumber]: subscriber.phoneNumber?.trim(),
    [propertyNames.favRestaurantCode]: subscriber.favouriteRestaurant?.trim(),
    [propertyNames.birthDate]: birthday && birthdayText(birthday),
  };
  return Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The profile's values by Bloomreach property name, to compare with what a sign-up gives. */
export function storedProperties(profile: CustomerProfile): Record<string, unknown> {
  return {
    [propertyNames.email]: profile.email,
    [propertyNames.firstName]: profile.firstName,
    [propertyNames.phoneNumber]: profile.phoneNumber,
    [propertyNames.favRestaurantCode]: profile.favRestaurantCode,
    [propertyNames.birthDate]: profile.birthday && birthdayText(profile.birthday),
  };
}

/** The properties a preferences update changes: those present in it (null clears one). */
export function preferencesProperties(update: PreferencesUpdate): Record<string, unknown> {
  const changed: Record<string, unknown> = {
    [propertyNames.firstName]: update.firstName,
    [propertyNames.phoneNumber]: update.phoneNumber,
    [propertyNames.favRestaurantCode]: update.favRestaurantCode,
    [propertyNames.birthDate]:
      update.birthday === undefined ? undefined : update.birthday && birthdayText(update.birthday),
    [propertyNames.gender]: update.gender,
    [propertyNames.interests]: update.interests,
  };
  return Object.fromEntries(Object.entries(changed).filter(([, value]) => value !== undefined));
}

/**
 * A birthday as the property holds it: YYYY-MM-DD, or --MM-DD without a year (ISO 8601's form,
 * as vCard's BDAY). 29 February stays with its year, as the diner gave it.
 */
export function birthdayText({ day, month, year }: Birthday): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${year === null ? '-' : pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The birthday of the property; the year 1904 the site once stored for "no year" is none. */
function birthdayOfText(text: string | null): Birthday | null {
  const match = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const year = match[1] === '-' ? null : Number(match[1]);
  return {
    day: Number(match[3]),
    month: Number(match[2]),
    year: year === defaultBirthYear ? null : year,
  };
}
