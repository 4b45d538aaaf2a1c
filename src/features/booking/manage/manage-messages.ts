/** Every word a diner reads on their own booking page, `/booking/{token}`. */
export const manageMessages = {
  title: { booking: 'Your booking', enquiry: 'Your enquiry', event: 'Your booking' },
  status: {
    confirmed: 'Confirmed',
    requested: 'Awaiting confirmation from the restaurant',
    cancelled: 'Cancelled',
  },
  labels: {
    reference: 'Reference',
    status: 'Status',
    restaurant: 'Restaurant',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    occasion: 'Occasion',
    menu: 'Menu',
    extras: 'Extras',
    request: 'Your request',
  },
  change: 'Change booking',
  cancel: { booking: 'Cancel booking', enquiry: 'Cancel enquiry', event: 'Cancel booking' },
  confirmCancel: {
    question: (what: string) => `Cancel this ${what}?`,
    explain: 'Your table will be offered to other diners straight away.',
    yes: (what: string) => `Yes, cancel my ${what}`,
    no: (what: string) => `Keep my ${what}`,
  },
  cancelled: (what: string) => `Your ${what} is cancelled. We've sent you an e-mail to confirm.`,
  changed: "Your booking has been changed. We've sent you an e-mail with the new details.",
  becameEnquiry:
    "Parties of this size are taken as enquiries: we've sent your request to the restaurant, who will confirm within 48 hours.",
  changeForm: {
    heading: 'Change your booking',
    date: 'Date',
    adults: 'Adults',
    children: 'Children',
    time: 'Time',
    loadingTimes: 'Finding times…',
    noTimes: 'There are no tables for this party on this date. Please try another date.',
    card: (from: number, call: string) =>
      `Parties of ${from} or more give a card guarantee, which we take for a change by phone: please ${call}.`,
    enquiry: (from: number) =>
      `Parties of ${from} or more are taken as enquiries: the restaurant confirms within 48 hours.`,
    save: 'Save changes',
    back: 'Keep it as it is',
  },
  calendar: 'Add to your calendar (.ics)',
  calendarRemove: 'Remove it from your calendar (.ics)',
  call: (title: string, phone: string) => `Call ${title} on ${phone}`,
  viewRestaurant: 'View the restaurant',
  notFound: {
    title: 'Booking not found',
    body: "We couldn't find a booking for this link. Please check the link in your e-mail, or call the restaurant.",
    find: 'Find your restaurant',
  },
} as const;
