// Human verification on the server: server-only (the secret key never reaches a browser bundle).
export { captchaMessages, captchaMode, verifyCaptcha } from './server/verify-captcha';
export type { CaptchaCheck } from './server/verify-captcha';
