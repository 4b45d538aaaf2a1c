/**
 * What the customer pages and forms say (spec 2 §2 "Mailing-list sign-up", "Preferences and
 * choices"; the spec gives no wording: these say what happens).
 */
export const customerCopy = {
  // The sign-up and refer-a-friend forms.
  signUp: 'Sign me up',
  refer: 'Send invitation',
  sending: 'Sending…',
  referralThanksHeading: 'Thank you!',
  referralThanks: "We've sent your friend an invitation.",
  referAnother: 'Refer another friend',
  // The pages of a preference link.
  loading: 'Loading your preferences…',
  notFound: "We couldn't find your preferences. Please use the link in your latest e-mail from us.",
  loadFailed: "Sorry, we couldn't load your preferences. Please try again.",
  saved: 'Your preferences have been saved.',
  saveFailed: "Sorry, we couldn't save your preferences. Please try again.",
  save: 'Save',
  saving: 'Saving…',
  unsubscribeHeading: 'Unsubscribe from marketing e-mails',
  unsubscribeText:
    "Don't want to hear from us by e-mail any more? You can unsubscribe here; we'll still send the e-mails you ask for, like booking confirmations.",
  unsubscribe: 'Unsubscribe',
  unsubscribed: "You've been unsubscribed. You won't get marketing e-mails from us any more.",
  notSubscribed: "You're not subscribed to our marketing e-mails.",
  unsubscribeFailed: "Sorry, we couldn't unsubscribe you. Please try again.",
  useTheLink: 'To change what you hear from us, please use the link in an e-mail from us.',
  notSignedUp: 'Not on our mailing list yet?',
  signUpLink: 'Sign up',
  birthdayOnFile: 'We have your birthday.',
  changeBirthday: 'Change your birthday',
  removeBirthdayHint: 'To remove your birthday, leave the day and month empty and save.',
  // Texts start only once the number is confirmed with the code texted to it (PECR).
  smsCodeSent: "We've texted a code to your mobile. Enter it here to start getting our texts.",
  smsCode: 'Code from the text',
  confirmCode: 'Confirm',
  confirming: 'Confirming…',
  smsConfirmed: "Thank you. You'll now get our offers by text.",
  // The other pages of a preference link, as the welcome e-mail promises them.
  tellUsMore: 'Tell us more',
  choicesLink: 'Tell us what you like',
  occasionsLink: 'Tell us the occasions you celebrate',
  addOccasion: 'Add an occasion',
  noOccasions: 'No occasions yet. Add one, and we may send you a treat.',
} as const;

/** Where a diner lands once signed up (spec 2 §2: "A thanks page at /signup-thanks exists"). */
export const signUpThanksPath = '/signup-thanks';
