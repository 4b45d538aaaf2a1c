import nodemailer from 'nodemailer';

/**
 * The process's SMTP transport for `url` (SMTP_URL): a pool of at most five connections, reused
 * between ticks. Every step has a bound, so a server that hangs fails an attempt in seconds rather
 * than holding a claim: connecting, the greeting, a quiet socket. The pool never re-sends a
 * message on its own (`maxRequeues: 0`): the outbox decides about every retry, and records it.
 * Message bodies are stored text, so nodemailer may neither read files nor fetch URLs for them.
 */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** The SMTP server of `url` for the log: scheme, host and port, never the credentials. */
export function describeSmtpServer(url: string): string {
  const { protocol, hostname, port } = new URL(url);
  const defaultPort = protocol === 'smtps:' ? 465 : 587;
  return `${protocol}//${hostname}:${port || defaultPort}`;
}
