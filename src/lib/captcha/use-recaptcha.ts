import { useCallback, useEffect } from 'react';

/** The site key, inlined at build time; undefined when the captcha is off. */
const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scriptId = 'recaptcha-v3';

/** Loads Google's reCAPTCHA v3 script once, the first time a form with a captcha is shown. */
function loadScript(key: string) {
  if (document.getElementById(scriptId)) return;
  const script = document.createElement('script');
  script.id = scriptId;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * reCAPTCHA v3 for one form (spec 1 §7 "Other"): the script loads when the form first shows (only
 * with a site key), and `token()` runs the check for `action` when the diner sends the form. With
 * the captcha off it resolves with no token, and the server does not ask for one.
 */
export function useRecaptcha(action: string) {
  useEffect(() => {
    if (siteKey) loadScript(siteKey);
  }, []);

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!siteKey) return undefined;
    const key = siteKey;
    const grecaptcha = await waitFor(() => window.grecaptcha, 10_000);
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(key, { action });
  }, [action]);

  return { enabled: Boolean(siteKey), token };
}

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('The captcha did not load');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
