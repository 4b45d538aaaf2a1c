// The server half of the form pipeline (server-only).
export { formRoute, type FormDefinition } from './server/form-route';
export {
  formPartsMessages,
  formValuesLimitBytes,
  readFormParts,
  type FilePart,
  type ReceivedFile,
} from './server/read-form-parts';
