// Settings the site has never acted on: 'Booking journey style', 'Show restaurant offers' and
// 'Live reservations widget style'. The spec names them with a default and gives them no
// behaviour (spec 1 §3, spec 2 §3), so an editor who changed them saw nothing change. Run it once
// the site that no longer reads them is live, as 22 and 23; it deletes only what the space has.
const { fieldsOf } = require('./lib/missing-fields');

const unread = ['bookingJourneyStyle', 'getRestaurantOffers', 'liveReservationsWidgetStyle'];

module.exports = async function (migration, { makeRequest }) {
  const { present } = await fieldsOf(makeRequest, 'settings', unread);
  if (present.length === 0) return;
  const settings = migration.editContentType('settings');
  for (const id of present) settings.deleteField(id);
};
