export { writeToOutbox, readOutbox } from './outbox';
export type { MailMessage, OutboxMail } from './outbox';
export { outboxMail } from './outbox.table';
