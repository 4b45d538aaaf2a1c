// Human verification in the browser (reCAPTCHA v3). Its server half is ./server.ts.
export { CaptchaNotice } from './captcha-notice';
export { useRecaptcha } from './use-recaptcha';
