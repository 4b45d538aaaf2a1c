/** What the sign-up and refer-a-friend forms say (the spec gives no wording; these say what happens). */
export const customerCopy = {
  signUp: 'Sign me up',
  refer: 'Send invitation',
  sending: 'Sending…',
  referralThanksHeading: 'Thank you!',
  referralThanks: "We've sent your friend an invitation.",
  referAnother: 'Refer another friend',
} as const;

/** Where a diner lands once signed up (spec 2 §2: "A thanks page at /signup-thanks exists"). */
export const signUpThanksPath = '/signup-thanks';
