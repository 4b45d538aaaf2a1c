import type { Database } from '@/lib/db';
import type { Birthday } from '../birthday';

export type { Birthday };

/** The two marketing consents a diner gives or withdraws (spec 2 §3 "Mailing-list sign-up"). */
export type ConsentKind = 'website' | 'sms';

/** Where a consent was given or withdrawn: the form or link the diner used. */
export type ConsentSource = 'sign-up' | 'preferences' | 'unsubscribe-link' | 'booking' | 'voucher';

/** How a consent given was proven: a code texted to the number, typed back by the diner. */
export type ConsentProof = 'sms-code';

/** A consent given (`given: true`) or withdrawn, and where. When is the moment of the write. */
export interface ConsentChange {
  kind: ConsentKind;
  given: boolean;
  source: ConsentSource;
  /** How it was proven; an SMS consent is only ever given with a proof (PECR). */
  confirmedBy?: ConsentProof;
}

/** An occasion the diner wants remembering: a kind (Birthday, Anniversary...) and a day of a month. */
export interface OccasionDate {
  kind: string;
  /** 1-31 */
  day: number;
  /** 1-12 */
  month: number;
}

/** What a sign-up gives: the e-mail is the only thing always there. */
export interface NewSubscriber {
  email: string;
  firstName?: string;
  phoneNumber?: string;
  favouriteRestaurant?: string;
  birthday?: Birthday;
  /** Consent to marketing e-mail (websiteOptIn). Texts wait for their code (recordConsent). */
  websiteOptIn: boolean;
}

/** Who a sign-up added or found again: their guid, and the number texts would go to. */
export interface SignedUp {
  guid: string;
  created: boolean;
  /** The number on file after the sign-up (a sign-up never replaces one). */
  phoneNumber: string | null;
  smsOptIn: boolean;
}

/** A customer as the preferences, choices and occasion-date pages show them. */
export interface CustomerProfile {
  guid: string;
  email: string;
  firstName: string | null;
  phoneNumber: string | null;
  favRestaurantCode: string | null;
  birthday: Birthday | null;
  gender: string | null;
  websiteOptIn: boolean;
  smsOptIn: boolean;
  /** The interests the diner ticked (names from the site's interest list). */
  interests: string[];
  /** The options chosen, by choice key (content's customer choices). */
  choices: Record<string, string[]>;
  occasionDates: OccasionDate[];
}

/** What the preferences form changes; a field left out stays as it is. */
export interface PreferencesUpdate {
  firstName?: string;
  phoneNumber?: string | null;
  favRestaurantCode?: string | null;
  birthday?: Birthday | null;
  gender?: string | null;
  /** Only ever false here: texts are consented to with a code (recordConsent). */
  smsOptIn?: false;
  interests?: string[];
}

/**
 * Where the mailing list's customers live: the embedded store (PostgreSQL, the default) or
 * Bloomreach Engagement. A customer's only key outside the provider is their guid, a random UUID
 * v4 that preference links carry.
 *
 * Writes take the form pipeline's transaction: the embedded store writes in it, so a customer and
 * the mail that confirms it are stored together or not at all; a remote provider calls its API
 * inside it, so a refusal rolls the mail back. Every update answers false for an unknown guid and
 * changes nothing.
 */
export interface CustomerProvider {
  /** Adds a subscriber, or re-subscribes the one with that e-mail (filling only what is missing). */
  signUp(tx: Database, subscriber: NewSubscriber, source: ConsentSource): Promise<SignedUp>;
  /** The customer with that guid, or null. */
  getCustomer(guid: string): Promise<CustomerProfile | null>;
  updatePreferences(tx: Database, guid: string, update: PreferencesUpdate): Promise<boolean>;
  /** Replaces the chosen options of the choice keys given (others stay). */
  updateChoices(tx: Database, guid: string, choices: Record<string, string[]>): Promise<boolean>;
  /** Replaces the diner's occasion dates. */
  updateOccasionDates(tx: Database, guid: string, dates: OccasionDate[]): Promise<boolean>;
  /** Records a consent given or withdrawn (an SMS consent once its code is typed back). */
  recordConsent(tx: Database, guid: string, change: ConsentChange): Promise<boolean>;
  /** Withdraws the marketing e-mail consent (the one-click unsubscribe of every marketing mail). */
  unsubscribe(tx: Database, guid: string, source: ConsentSource): Promise<boolean>;
}
