/**
 * The card step's own texts. Its two failure messages are spec 1 §5's and live in
 * `bookingMessages` (cardSubmitFailed, cardInputFailed); these are the rest.
 */
export const cardMessages = {
  cardDetails: 'Card details',
  intro: 'We need a card to guarantee your booking. Nothing is taken from it now.',
  submitCard: 'Submit Card',
  /** Spec 1 §2 step 7's wording, whatever the site's Book Now text (the header's button). */
  bookNow: 'Book now',
  loading: 'Loading the card input…',
  accepted: 'Your card has been accepted. You can now complete your booking.',
  testMode:
    'Test payments: no real card is used. Try the test card 4111 1111 1111 1111, or 4000 1111 1111 1115 for a declined card.',
} as const;

/** The labels and errors of the local test card form. */
export const testCardMessages = {
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'Security code (CVV)',
  postcode: 'Postcode',
  invalidCardNumber: 'Enter a valid card number.',
  invalidExpiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  invalidCvv: 'Enter the 3 or 4 digit security code.',
  invalidPostcode: 'Enter the postcode of the card’s billing address.',
} as const;
