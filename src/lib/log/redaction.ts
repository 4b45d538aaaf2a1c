/**
 * What never reaches a log line: secrets, and a person's details (name, e-mail, phone, their own
 * words). One list for every logger, so a new field is hidden everywhere at once. Each path is
 * hidden at the top of a log object and one level down (`{ booking: { email } }`), as pino's
 * redaction matches exact paths.
 */
const personalFields = [
  'firstName',
  'lastName',
  'email',
  'emailAddress',
  'phone',
  'mobilePhone',
  'mobilePhoneNumber',
  'phoneNumber',
  'postcode',
  'specialRequest',
];

const secretFields = ['authorization', 'cookie', 'token', 'secret', 'password', 'accessToken'];

/** Where personal data or a secret can sit inside an error: a query's values, a row's detail. */
const errorFields = [
  'err.params',
  'err.detail',
  'err.where',
  'err.cause.params',
  'err.cause.detail',
  'err.cause.where',
];

/** The paths pino censors: whole values, but an address keeps its path (`censor`). */
export const redactedPaths: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'url',
  '*.url',
  ...errorFields,
  ...[...personalFields, ...secretFields].flatMap((field) => [field, `*.${field}`]),
];

/** What pino writes instead of a redacted value: an address with its secrets hidden, else a mark. */
export function censor(value: unknown, path: string[]): unknown {
  if (path.at(-1) === 'url') return typeof value === 'string' ? censorUrl(value) : value;
  return '[Redacted]';
}

/** Query parameters of an address that carry a secret or a person's details. */
const secretParameters = /^(secret|token|preview|access_?token|email|e?mail_?address|phone)$/i;

/**
 * An address with the values of its secret parameters replaced (the preview link carries
 * `?secret=`): the path stays readable in the log, the secret does not.
 */
export function censorUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafely(pair.split('=')[0] ?? '');
      return secretParameters.test(name) ? `${pair.split('=')[0]}=[Redacted]` : pair;
    });
  return `${url.slice(0, queryAt)}?${params.join('&')}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
