import { preferencesUrl } from '../customer-emails';

/** The text that carries a code: who sends it, why, how long it lasts and where to type it. */
export function smsCodeText(message: {
  brand: string;
  code: string;
  minutes: number;
  guid: string;
}): string {
  return `${message.brand}: your code is ${message.code}. Enter it within ${message.minutes} minutes on your preferences page to get our offers by text: ${preferencesUrl(message.guid)} If you didn't ask, ignore this text.`;
}
