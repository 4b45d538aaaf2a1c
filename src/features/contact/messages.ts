/** What the enquiry forms say (the spec gives no wording for these; they say what happens). */
export const contactCopy = {
  sendMessage: 'Send message',
  sendEnquiry: 'Send enquiry',
  sending: 'Sending…',
  thanksHeading: 'Thank you',
  thanksContact: "Your message has been sent. We'll reply within 48 hours.",
  thanksGroup:
    "Your group booking enquiry has been sent to the restaurant. We'll come back to you within 48 hours to confirm.",
  sendAnother: 'Send another message',
} as const;
