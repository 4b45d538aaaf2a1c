// The server half of the form pipeline (server-only).
export { formRoute, type FormDefinition } from './server/form-route';
