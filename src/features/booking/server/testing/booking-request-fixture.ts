/** A valid booking request for a party at a date and time. */
export function bookingRequest(
  date: string,
  time: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    firstName: 'Zoë',
    lastName: "O'Neill",
    emailAddress: 'zoe@example.com',
    mobilePhoneNumber: '07700 900 123',
    diningDateTime: `${date}T${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
    menuIds: [],
    upsells: [],
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
    specialRequest: 'A quiet table, please.',
    ...overrides,
  };
}
