/**
 * Google's required notice, in the form, when its badge is hidden (reCAPTCHA FAQ: "You are allowed
 * to hide the badge as long as you include the reCAPTCHA branding visibly in the user flow").
 */
export function CaptchaNotice() {
  return (
    <p className="small text-body-secondary mb-3">
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        Terms of Service
      </a>{' '}
      apply.
    </p>
  );
}
