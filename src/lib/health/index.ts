export { checkHealth, databaseDownMessage, healthDeadlineMs, type Health } from './check-health';
export { DeadlineError, withDeadline } from './with-deadline';
