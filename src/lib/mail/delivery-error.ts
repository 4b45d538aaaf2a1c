/** What nodemailer puts on an error (its SMTP reply, when there was one). */
interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
  message?: unknown;
}

/** The longest `last_error` kept: enough for an SMTP reply line. */
const maxLength = 300;

/**
 * The error of a failed attempt in one short line for `outbox_mail.last_error` and the log: the
 * error code, the SMTP command and the server's reply, or the connection error. Credentials in a
 * URL (`smtp://user:password@host`) or an AUTH exchange are never part of it.
 */
export function describeDeliveryError(error: unknown): string {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const command = typeof fields.command === 'string' ? fields.command : undefined;
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : String(error ?? 'Unknown error');
  const parts = [code, command && command !== 'CONN' && command !== 'API' ? `(${command})` : ''];
  const prefix = parts.filter(Boolean).join(' ');
  const line = `${prefix ? `${prefix}: ` : ''}${message}`
    .replace(/\/\/[^/\s@]*:[^/\s@]*@/g, '//***@')
    .replace(/\bAUTH\s+(PLAIN|LOGIN|CRAM-MD5|XOAUTH2)\s+\S+/gi, 'AUTH $1 ***')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/**
 * Whether the server refused this message for good: a permanent (5xx) reply to its recipient
 * (RCPT TO) or to its content (DATA). Retrying would only get the same answer. Anything else, a
 * connection lost, a 4xx, a refused login or sender (a configuration problem that the next
 * attempt may no longer have), is worth another attempt.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as SmtpErrorFields;
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}
