import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  /** The SMTP envelope (MAIL FROM and RCPT TO), which is where the message really goes. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Who logged in to send it. */
  user: string | undefined;
  /** The top-level headers, names lower case, values unfolded. */
  headers: Map<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string | undefined;
  html: string | undefined;
}

/** A local SMTP server for tests: 127.0.0.1, login required, every message recorded. */
export interface SmtpTestServer {
  port: number;
  /** The SMTP_URL that reaches it, with its user and password. */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

export const smtpTestUser = 'tavola';
export const smtpTestPassword = 'not-a-real-secret';

/**
 * Starts the server on `port` (0: any free port). Recipients in `rejectRecipients` get a permanent
 * 550, as a real server answers for a mailbox that does not exist.
 */
export async function startSmtpTestServer({
  port = 0,
  rejectRecipients = [],
}: { port?: number; rejectRecipients?: string[] } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP with a login, as on a private network: no certificate to manage in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    // Stopping must not wait for the client's pooled connections to close.
    closeTimeout: 100,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpTestUser && auth.password === smtpTestPassword) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (!rejectRecipients.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://${smtpTestUser}:${smtpTestPassword}@127.0.0.1:${boundPort}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a message into its headers and decoded text and HTML parts (what these tests send). */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitEntity(raw);
  const parts: { headers: Map<string, string>; body: string }[] = [];
  const collect = (entity: { headers: Map<string, string>; body: string }) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers.get('content-type') ?? '')?.[1];
    if (!boundary) return parts.push(entity);
    const sections = entity.body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) collect(splitEntity(section.replace(/^\r\n/, '')));
  };
  collect({ headers, body });
  const part = (type: string) => {
    const found = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
    return found && decodeBody(found.body, found.headers.get('content-transfer-encoding'));
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\r\n$/, '');
  let decoded = trimmed;
  if (/^base64$/i.test(encoding)) decoded = Buffer.from(trimmed, 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding)) decoded = decodeQuotedPrintable(trimmed);
  return decoded.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
