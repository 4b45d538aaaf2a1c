/** What POST /api/exponea/getcustomerpreferences/{guid} answers (spec 2 §3 "Customer preferences"). */
export interface CustomerPreferences {
  guid: string;
  message: string;
  firstName: string;
  favRestaurantCode: string;
  /** Epoch seconds, or null. */
  birthDate: number | null;
  gender: string;
  phoneNumber: string;
  websiteSmsOptIn: boolean;
  websiteOptIn: boolean;
  interests: { name: string; checked: boolean }[];
  choices: Record<string, string[]>;
  occasionDates: { kind: string; day: number; month: number }[];
  /** The masked address, for the diner to recognise. */
  email: string;
}
