/** The thanks panel's texts (spec 1 §2 step 8), kept once here for the panel and its tests. */
export const thanksMessages = {
  bookingConfirmed: 'Your booking is confirmed.',
  bookingReference: (reference: string) => `Booking reference: ${reference}`,
  enquiryReceived: 'Your enquiry has been received.',
  enquiryReference: (reference: string) => `Enquiry reference: ${reference}`,
  enquiryNotConfirmed: 'Please note this booking is not yet confirmed',
  enquiryReply: "we'll come back to you within 48 hours to confirm",
  detailsHeading: 'Your details',
  labels: {
    name: 'Name',
    email: 'Email',
    telephone: 'Telephone',
    location: 'Location',
    adults: 'Adults',
    children: 'Children',
    date: 'Date',
    time: 'Time',
    menu: 'Menu',
    area: 'Area',
  },
  /** The Area row when no area was chosen: the restaurant seats the party where there is room. */
  noAreaPreference: 'No preference',
  viewMenu: 'View Menu',
  getDirections: 'Get Directions',
  close: 'Close',
  privacyPolicy: 'Privacy Policy',
} as const;

/** The 'ADD IT TO YOUR CALENDAR' widget's texts (bookings only). */
export const calendarMessages = {
  heading: 'ADD IT TO YOUR CALENDAR',
  outlook: 'Outlook',
  google: 'Google',
  apple: 'Apple',
  appleDownload: ' (downloads a calendar file)',
} as const;
