import type { OutboxMail } from '../src/lib/mail';
import { formatOutboxReport, parseOutboxArgs } from './outbox-report';

const mail = (fields: Partial<OutboxMail>): OutboxMail => ({
  id: '7c2b9f0e-0000-4000-8000-000000000000',
  to: 'zoe@example.com',
  replyTo: null,
  subject: 'Your booking at Tavola Soho is confirmed',
  text: 'Hi Zoe,\n\nYour booking is confirmed.',
  html: null,
  headers: null,
  createdAt: new Date('2026-07-01T18:05:00Z'),
  status: 'pending',
  attempts: 0,
  nextAttemptAt: new Date('2026-07-01T18:05:00Z'),
  claimedAt: null,
  lastError: null,
  sentAt: null,
  ...fields,
});

describe('npm run outbox: arguments', () => {
  it('shows the latest 20 messages to anyone by default', () => {
    expect(parseOutboxArgs([])).toEqual({ limit: 20 });
  });

  it('takes --to and --limit', () => {
    expect(parseOutboxArgs(['--to', 'zoe@example.com', '--limit', '5'])).toEqual({
      to: 'zoe@example.com',
      limit: 5,
    });
  });

  it.each([
    [['--limit', '0'], /--limit: .*>=1/],
    [['--limit', 'ten'], /--limit: Expected a whole number/],
    [['--to', 'zoe'], /--to: Please enter a valid email address/],
    [['--from', 'x'], /Unknown option '--from'/],
  ])('refuses %j with the reason and the usage', (argv, reason) => {
    expect(() => parseOutboxArgs(argv)).toThrow(reason);
    expect(() => parseOutboxArgs(argv)).toThrow(/Usage: npm run outbox -- \[--to <address>\]/);
  });
});

describe('npm run outbox: the report', () => {
  it('prints each message oldest first, in London time, with its status, attempts and text', () => {
    const newestFirst = [
      mail({
        to: 'ann@example.com',
        replyTo: 'soho@tavola.co.uk',
        subject: 'Hello',
        text: 'Plain',
        createdAt: new Date('2026-07-01T18:10:00Z'),
        status: 'pending',
        attempts: 2,
        nextAttemptAt: new Date('2026-07-01T18:12:00Z'),
        lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
      }),
      mail({ status: 'sent', attempts: 1, sentAt: new Date('2026-07-01T18:05:03Z') }),
    ];
    expect(formatOutboxReport(newestFirst, { database: 'PGlite .data/pglite', smtp: true })).toBe(
      [
        'The latest 2 messages in the outbox (PGlite .data/pglite), newest last, times in London. SMTP_URL is set: the site sends this mail.',
        '',
        '── 2026-07-01 19:05:00 · sent · 1 attempt ──',
        'To:       zoe@example.com',
        'Subject:  Your booking at Tavola Soho is confirmed',
        'Sent:     2026-07-01 19:05:03',
        '',
        'Hi Zoe,',
        '',
        'Your booking is confirmed.',
        '',
        '── 2026-07-01 19:10:00 · pending · 2 attempts ──',
        'To:       ann@example.com',
        'Reply-To: soho@tavola.co.uk',
        'Subject:  Hello',
        'Next try: 2026-07-01 19:12:00',
        'Error:    ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
        '',
        'Plain',
        '',
      ].join('\n'),
    );
  });

  it('says when there is nothing, and that mail is kept unsent without SMTP_URL', () => {
    expect(
      formatOutboxReport([], { database: 'PostgreSQL', smtp: false, to: 'zoe@example.com' }),
    ).toBe(
      'No messages to zoe@example.com in the outbox (PostgreSQL). SMTP_URL is not set: this mail is kept here, unsent.\n',
    );
  });
});
