/**
 * The card step's messages (spec 1 §5 "Card errors"), kept once here: the API answers with the
 * first, the card step shows both, and the tests assert the exact text.
 */
export const cardSubmitErrorMessage = 'Something went wrong submitting card, please try again.';

export const cardInputLoadErrorMessage =
  'Something went wrong loading the card input, please refresh the page and try again.';
