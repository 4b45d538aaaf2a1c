import type { maskedBirthday } from './masking';

/** What POST /api/exponea/getcustomerpreferences/{guid} answers (spec 2 §3 "Customer preferences"). */
export interface CustomerPreferences {
  guid: string;
  message: string;
  firstName: string;
  favRestaurantCode: string;
  /** The spec's birthDate, masked: whether a birthday is on file, never the date. */
  birthDate: typeof maskedBirthday | null;
  gender: string;
  /** Masked: the last three digits, '' when none is on file. */
  phoneNumber: string;
  websiteSmsOptIn: boolean;
  /** A code was texted to confirm the number for texts, and waits to be typed back. */
  smsCodeSent: boolean;
  websiteOptIn: boolean;
  interests: { name: string; checked: boolean }[];
  choices: Record<string, string[]>;
  occasionDates: { kind: string; day: number; month: number }[];
  /** The masked address, for the diner to recognise. */
  email: string;
}
