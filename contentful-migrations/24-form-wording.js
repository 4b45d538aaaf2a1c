// Editors own the words of the diner forms (issue "editors"): each field's label, placeholder and
// help, the button, the thanks that replace a sent form, and the enquiry types the contact and
// group-booking forms offer. Both are JSON on the settings: every form reads the settings, and the
// enquiry routes read the same list the forms show. The code's wording is the default for anything
// left out; the spec's error messages stay in the code. It creates only what the space lacks.
const { fieldsOf } = require('./lib/missing-fields');

const fields = {
  formWording: {
    name: 'Form wording',
    helpText:
      'Words of the diner forms, by form, each optional (the site\'s own when left out): {"contact": {"fields": {"firstName": {"label": "Forename", "placeholder": "Jo", "help": "As on your booking"}}, "button": "Send", "thanks": {"heading": "Thank you", "text": "We will reply soon.", "again": "Send another"}}}. Forms: contact, groupBooking, signUp, referral, jobApplication, bookingDetails. Error messages cannot be changed.',
  },
  enquiryTypes: {
    name: 'Enquiry types',
    helpText:
      'What the contact and group-booking forms offer under "What is your message about?", in order: [{"value": "bookingEnquiries", "label": "A booking"}, {"value": "feedback", "label": "Feedback on a visit"}]. Values: bookingEnquiries, groupBookings, feedback, others; a message about any other is refused. Empty: all four, in the site\'s words.',
  },
};

module.exports = async function (migration, { makeRequest }) {
  const { missing } = await fieldsOf(makeRequest, 'settings', Object.keys(fields));
  if (missing.length === 0) return;
  const settings = migration.editContentType('settings');
  for (const id of missing) {
    settings.createField(id).name(fields[id].name).type('Object');
    settings.changeFieldControl(id, 'builtin', 'objectEditor', { helpText: fields[id].helpText });
  }
};
