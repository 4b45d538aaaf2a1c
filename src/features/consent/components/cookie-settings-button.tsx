import { openCookieSettings } from '../consent-runtime';
import { cookieSettingsCopy } from '../first-load-messages';

/** The id of the footer's 'Cookie settings' button: focus returns to it after a choice. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings';

/**
 * 'Cookie settings' (spec 2 §2: the bar can be reopened): a button, styled by the footer as its
 * links are, that shows the consent bar again with the diner's current choice.
 */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      id={COOKIE_SETTINGS_BUTTON_ID}
      className={`btn btn-link p-0 ${className}`}
      onClick={openCookieSettings}
    >
      {cookieSettingsCopy.settings}
    </button>
  );
}
