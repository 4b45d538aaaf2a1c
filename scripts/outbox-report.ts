// What `npm run outbox` reads from its arguments and how it prints the outbox.
import { parseArgs } from 'node:util';
import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod';
import { siteTimeZone } from '../src/lib/clock';
import { decimalInteger } from '../src/lib/config/env-schema';
import type { OutboxMail } from '../src/lib/mail';
import { emailSchema } from '../src/lib/validation';

export const outboxUsage = 'Usage: npm run outbox -- [--to <address>] [--limit <1-1000>]';

const argsSchema = z.object({
  to: emailSchema.optional(),
  limit: decimalInteger(1, 1000).default(20),
});

/** The options of `npm run outbox`; throws with the usage when they are wrong. */
export function parseOutboxArgs(argv: string[]): z.infer<typeof argsSchema> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, limit: { type: 'string' } },
      strict: true,
    });
    return argsSchema.parse(values);
  } catch (error) {
    const reason =
      error instanceof z.ZodError
        ? error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')
        : (error as Error).message;
    throw new Error(`${reason}\n${outboxUsage}`);
  }
}

const when = (instant: Date) => formatInTimeZone(instant, siteTimeZone, 'yyyy-MM-dd HH:mm:ss');

/** One message: a heading line with when, status and attempts, its headers, then its text. */
function formatMail(mail: OutboxMail): string {
  const attempts = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  const lines = [
    `── ${when(mail.createdAt)} · ${mail.status} · ${attempts} ──`,
    `To:       ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject:  ${mail.subject}`,
    ...(mail.sentAt ? [`Sent:     ${when(mail.sentAt)}`] : []),
    ...(mail.status === 'pending' && mail.attempts > 0
      ? [`Next try: ${when(mail.nextAttemptAt)}`]
      : []),
    ...(mail.lastError && mail.status !== 'sent' ? [`Error:    ${mail.lastError}`] : []),
    '',
    mail.text,
  ];
  return lines.join('\n');
}

/**
 * The report: a heading that says where the mail was read and whether it is sent at all, then the
 * messages oldest first, so the newest ends up next to the prompt. Times are London time.
 */
export function formatOutboxReport(
  newestFirst: OutboxMail[],
  { database, smtp, to }: { database: string; smtp: boolean; to?: string },
): string {
  const whose = to ? ` to ${to}` : '';
  const delivery = smtp
    ? 'SMTP_URL is set: the site sends this mail.'
    : 'SMTP_URL is not set: this mail is kept here, unsent.';
  if (newestFirst.length === 0) {
    return `No messages${whose} in the outbox (${database}). ${delivery}\n`;
  }
  const count = newestFirst.length === 1 ? 'message' : `${newestFirst.length} messages`;
  const heading = `The latest ${count}${whose} in the outbox (${database}), newest last, times in London. ${delivery}`;
  const messages = [...newestFirst].reverse().map(formatMail);
  return `${[heading, ...messages].join('\n\n')}\n`;
}
