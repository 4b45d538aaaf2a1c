/** What the SDK puts, as JSON, in the message of an error the API answered with. */
interface ApiErrorData {
  status?: number;
  statusText?: string;
  message?: string;
  requestId?: string;
}

/**
 * A failed SDK call as an Error that says what failed and why, and nothing secret. The SDK's own
 * errors carry the request (with the end of the token) in their message, and network errors carry
 * the whole request config, so neither is passed on: only the API's status, error id and message,
 * or the network error's code.
 */
export function contentfulError(error: unknown, doing: string, accessToken: string): Error {
  const reason = error instanceof Error ? describe(error) : String(error);
  const safe = accessToken ? reason.replaceAll(accessToken, '[token]') : reason;
  return new Error(`Contentful: could not ${doing}: ${safe}`);
}

function describe(error: Error): string {
  const data = parse(error.message);
  if (data?.status) {
    const id = error.name && error.name !== 'Error' ? `${error.name} ` : '';
    const request = data.requestId ? ` (request ${data.requestId})` : '';
    return (
      `${id}${data.status} ${data.statusText ?? ''}`.trim() + `: ${data.message ?? ''}${request}`
    );
  }
  // A network failure (axios): its code (ECONNREFUSED, ETIMEDOUT...) and message name no secret.
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message || error.name;
}

function parse(message: string): ApiErrorData | undefined {
  try {
    const data: unknown = JSON.parse(message);
    return data && typeof data === 'object' ? (data as ApiErrorData) : undefined;
  } catch {
    return undefined;
  }
}
