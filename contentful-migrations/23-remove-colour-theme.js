// The settings' colour theme, which the brand's colours (21) replace. Run it once the site that
// reads the colours is live, as 22: the site before it reads only the theme.
module.exports = function (migration) {
  migration.editContentType('settings').deleteField('theme');
};
