// A brand's look from its settings (issue 34, "Second brand from content"): its colours and its
// tab icon, checked as colours where editors type them; the newsletter's 'Sign Up Here' only for a
// brand with a sign-up page. The colour theme they replace is removed by 23, once this site is live.
const colour = { regexp: { pattern: '^#[0-9a-fA-F]{6}$' }, message: 'A colour such as #244742' };

module.exports = function (migration) {
  const settings = migration.editContentType('settings');
  const colourField = (id, name, helpText) => {
    settings.createField(id).name(name).type('Symbol').validations([colour]);
    settings.changeFieldControl(id, 'builtin', 'singleLine', { helpText });
  };
  colourField(
    'brandColour',
    'Brand colour',
    'The header, footer, buttons and links, with white text on it: dark enough for 4.5:1 on white and on the page colour, or the site keeps its own.',
  );
  colourField(
    'accentColour',
    'Accent colour',
    "Secondary buttons such as the header's Book Now; their text turns black or white to suit.",
  );
  colourField(
    'pageColour',
    'Page colour',
    'The page background, behind black text: a light colour (10:1 with black or more).',
  );
  settings.editField('widgetColour').validations([colour]);
  settings.changeFieldControl('widgetColour', 'builtin', 'singleLine', {
    helpText:
      "The booking journey's buttons and chosen times; the brand colour when empty. Dark enough for 4.5:1, as the brand colour.",
  });
  settings.editField('loadingColor').validations([colour]);
  settings
    .createField('favicon')
    .name('Tab icon')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  settings.changeFieldControl('favicon', 'builtin', 'assetLinkEditor', {
    helpText: "The icon in the browser's tab: a square SVG or PNG. The site's own when empty.",
  });
  settings.createField('showNewsletterSignUp').name('Show newsletter sign-up').type('Boolean');
  settings.changeFieldControl('showNewsletterSignUp', 'builtin', 'boolean', {
    helpText: "The footer's 'Sign Up Here' to /sign-up: turn off for a brand without that page.",
  });
};
