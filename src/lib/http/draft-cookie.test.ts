import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { partitionDraftCookie } from './draft-cookie';

const response = (cookies: string[]) => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('Set-Cookie', cookies);
  return res;
};

describe('partitionDraftCookie', () => {
  it("partitions Next's secure draft cookie, as set and as cleared, and nothing else", () => {
    const res = response([
      '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=None; Secure',
      '__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=None; Secure',
      'consent=rejected; Path=/; Secure',
    ]);
    partitionDraftCookie(res, 'https://www.tavola.co.uk');
    expect(res.getHeader('Set-Cookie')).toEqual([
      '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=None; Secure; Partitioned',
      '__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=None; Secure; Partitioned',
      'consent=rejected; Path=/; Secure',
    ]);
  });

  it('leaves a cookie that is not Secure (development), or already partitioned, alone', () => {
    const cookies = [
      '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=Lax',
      '__prerender_bypass=abc; Path=/; Secure; Partitioned',
    ];
    const res = response(cookies);
    partitionDraftCookie(res, 'https://www.tavola.co.uk');
    expect(res.getHeader('Set-Cookie')).toEqual(cookies);
  });

  it('leaves the cookie of a site served over http alone: Chromium would never send it back', () => {
    const cookie = '__prerender_bypass=abc; Path=/; HttpOnly; SameSite=None; Secure';
    const res = response([cookie]);
    partitionDraftCookie(res, 'http://127.0.0.1:3000');
    expect(res.getHeader('Set-Cookie')).toEqual([cookie]);
  });
});
