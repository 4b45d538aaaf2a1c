// The outbox sender: delivery over SMTP (nodemailer). Imported by the server's start-up and the
// tests, never by a feature, so no API route bundles nodemailer.
export {
  deliverDueMail,
  type DeliveryReport,
  type DeliverySettings,
  type MailLog,
  type MailTransport,
} from './deliver-due-mail';
export { startMailSender, type MailSender } from './mail-sender';
export { sendingLeaseMs, abandonedClaimError } from './outbox-queue';
export { retryDelayMs, maxRetryDelayMs } from './retry-schedule';
export { createSmtpTransport, describeSmtpServer } from './smtp-transport';
export { deliverySettings, startOutboxSender, stopOutboxSender } from './start-outbox-sender';
