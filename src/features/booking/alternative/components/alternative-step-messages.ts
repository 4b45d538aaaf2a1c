/** What step 2 of the alternative flow tells the diner to do next, kept once for it and its tests. */
export const alternativeStepMessages = {
  chooseDate: 'Choose a date to see the menus and times.',
  chooseTime: 'Choose a time for your table.',
} as const;
