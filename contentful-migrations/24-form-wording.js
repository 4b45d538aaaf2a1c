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
      'By form (contact, groupBooking, signUp, referral, jobApplication, bookingDetails): {"contact": {"fields": {"email": {"label": "…", "placeholder": "…", "help": "…"}}, "button": "…", "thanks": {"text": "…"}}}. All optional; see docs/EDITORS.md.',
  },
  enquiryTypes: {
    name: 'Enquiry types',
    helpText:
      'What the enquiry forms offer, in order: [{"value": "feedback", "label": "Feedback on a visit"}]. Values: bookingEnquiries, groupBookings, feedback, others; the forms refuse any other. Empty: all four.',
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
