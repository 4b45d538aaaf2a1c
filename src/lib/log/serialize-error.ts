import pino from 'pino';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/**
 * pino's error serializer, without the values of a failed query. Drizzle's query error writes
 * every parameter into its message and stack (`Failed query: ...\nparams: ...`): a booking's
 * e-mail, phone, special request, and the confirmation e-mail with its manage link. The query
 * text stays (it names the table and columns); its values go, here and in any error it caused.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return withoutQueryValues(error, pino.stdSerializers.err(error), 0);
}

function withoutQueryValues(error: Error, serialized: SerializedError, depth: number) {
  const result: Record<string, unknown> = { ...serialized };
  if (isQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    const stack = error.stack ?? '';
    // The frames come after the message, whatever the values held (even a line like a frame).
    const at = stack.indexOf(error.message);
    const frames = at < 0 ? '' : stack.slice(at + error.message.length);
    Object.assign(result, { message, stack: `${serialized.type}: ${message}${frames}` });
    delete result.params;
  }
  if (error.cause instanceof Error && depth < 5) {
    result.cause = withoutQueryValues(error.cause, pino.stdSerializers.err(error.cause), depth + 1);
  }
  return result;
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown } {
  const fields = error as Error & { query?: unknown; params?: unknown };
  return typeof fields.query === 'string' && 'params' in fields;
}
