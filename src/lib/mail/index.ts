// What the site's features use: write mail to the outbox, compose it. The SMTP sender (which loads
// nodemailer) has its own entry, ./sender, imported only by the server's start-up and the tests.
export { writeToOutbox, writeAllToOutbox, readOutbox, latestOutboxMail } from './outbox';
export type { MailMessage, OutboxMail } from './outbox';
export { mailMessageSchema } from './mail-message.schema';
export { outboxMail, outboxMailStatuses, type OutboxMailStatus } from './outbox.table';
export { composeMail, escapeHtml, type MailContent, type MailDetail } from './compose';
export { outboxBacklog } from './outbox-backlog';
