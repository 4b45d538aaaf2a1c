import { captchaMode, verifyCaptcha } from './verify-captcha';

// No keys: the embedded default. Every post passes, and the start-up log says so.
process.env.LOG_LEVEL = 'silent';
delete process.env.RECAPTCHA_SECRET_KEY;
delete process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;

describe('the captcha, off by default', () => {
  it('lets every form post through without asking anyone', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await expect(
      verifyCaptcha({ token: undefined, action: 'contact', remoteIp: '198.51.100.4' }),
    ).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says it is off', () => {
    expect(captchaMode()).toBe('off (RECAPTCHA_SECRET_KEY is unset)');
  });
});
