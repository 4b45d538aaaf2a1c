/** What the offer page says (spec 2 §2 "Offers"; the spec gives no wording, these are ours). */
export const offerCopy = {
  emailLabel: 'Email',
  termsLabel: 'I agree to the terms and conditions of this offer',
  getCode: 'Get my voucher code',
  /** The send button after a failure, which is otherwise swallowed (spec 2 §4 "Voucher"). */
  tryAgain: 'Try again',
  sending: 'Sending…',
  mailed: (address: string) => `We've e-mailed your voucher code to ${address}.`,
  termsHeading: 'Terms and conditions',
  formHeading: 'Get your voucher code',
} as const;
