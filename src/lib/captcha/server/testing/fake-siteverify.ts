import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One token's verdict, as Google's siteverify would give it. */
export interface TokenVerdict {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export interface FakeSiteverify {
  url: string;
  /** Every verification asked for: the form fields Google receives. */
  requests: URLSearchParams[];
  /** Answers 500 (Google failing) while set. */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A local server that answers as https://www.google.com/recaptcha/api/siteverify does: a POST of
 * `secret`, `response` and `remoteip` (form-encoded) gets the JSON verdict of that token; a wrong
 * secret is `invalid-input-secret`, an unknown token `invalid-input-response`.
 */
export async function startFakeSiteverify(
  secret: string,
  verdicts: Record<string, TokenVerdict>,
): Promise<FakeSiteverify> {
  const requests: URLSearchParams[] = [];
  const fake = { failing: false } as FakeSiteverify;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      if (fake.failing || req.method !== 'POST') {
        res.writeHead(500).end('Internal Server Error');
        return;
      }
      const verdict: TokenVerdict =
        form.get('secret') !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (verdicts[form.get('response') ?? ''] ?? {
              success: false,
              'error-codes': ['invalid-input-response'],
            });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ challenge_ts: new Date().toISOString(), ...verdict }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
