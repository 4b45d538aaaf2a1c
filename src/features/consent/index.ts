// The consent feature's client-safe API: the cookie banner, the footer's 'Cookie settings', and
// Google Consent Mode with the tag manager.
export { CookieConsent } from './components/cookie-consent';
export type { CookieBannerStyle } from './components/cookie-bar';
export {
  COOKIE_SETTINGS_BUTTON_ID,
  CookieSettingsButton,
} from './components/cookie-settings-button';
export { startConsentMode } from './consent-runtime';
export { hasAnsweredConsent } from './stored-consent';
export { cookieSettingsCopy } from './first-load-messages';
