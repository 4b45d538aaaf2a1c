/**
 * Every message of the waitlist ('Tell me if a table comes up'), once: the form, the API's answers
 * and the pages of the e-mails' links say them, and the tests assert them.
 */
export const waitlistMessages = {
  heading: 'Tell me if a table comes up',
  /** Step 3's heading, which may list nearby restaurants' times beside it. */
  headingAt: (restaurant: string) => `Tell me if a table comes up at ${restaurant}`,
  intro:
    "Leave your details and the times you could come. If a table for your party comes up, we'll hold it for you and e-mail you a link to book it.",
  submit: 'Tell me if a table comes up',
  joined: (email: string) =>
    `You're on the waitlist. We'll e-mail ${email} if a table comes up, and hold it for you for a few minutes.`,
  windowBackwards: 'Please choose a latest time that is not before the earliest time.',
  tablesFree:
    'A table has come up for your party on this date. Please search again and choose a time.',
  closed:
    "The restaurant isn't taking tables between those times on this date. Please choose other times.",
  enquiryParty: (threshold: number) =>
    `Parties of ${threshold} or more can send an enquiry instead: we'll come back to you within 48 hours.`,
  alreadyWaiting:
    "You're already on the waitlist for this restaurant on this date. Use the link in your e-mail to leave it.",
  addressFull:
    "You're on as many waitlists as we can take from here. Please leave one first, or call the restaurant.",
  eveningFull:
    "The waitlist for this date is full. Please call the restaurant, and we'll do what we can to book you in!",
  failed: 'Something went wrong adding you to the waitlist, please try again.',
  linkNotFound:
    "We couldn't find a waitlist place for this link. Please check the link in your e-mail, or call the restaurant.",
  offerLapsed:
    'Sorry, this table was held for you for a few minutes only, and that time has passed. We have offered it to the next diner on the waitlist.',
  offerBooked:
    'This table has already been booked with this link. Your confirmation e-mail has the details.',
  offerLeft: "You've left the waitlist, so this table is no longer held for you.",
  offerNotYet: "There's no table held for you yet. We'll e-mail you as soon as one comes up.",
  offerTitle: 'A table has come up',
  offerOpening: 'Opening the table held for you…',
  offerHeld: (until: string) =>
    `This table is held for you until ${until}. Check your details and book it before then.`,
  offerGoneTitle: 'This table is no longer held',
  bookAnother: 'Find another table',
  leaveHeading: 'Leave the waitlist',
  leaveIntro: "We won't e-mail you about this evening again, and any table held for you is let go.",
  leaveButton: 'Leave the waitlist',
  left: "You've left the waitlist. We won't e-mail you about this evening again.",
  leaveFailed: 'Something went wrong, please try again.',
} as const;
