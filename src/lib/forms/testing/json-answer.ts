/**
 * What browser code reads of a fetch Response, for component tests (jsdom has no Response): its
 * status, `ok` and JSON body. Without a body, `json()` fails as it does for an answer that is not
 * JSON.
 */
export const jsonAnswer = (status: number, body?: unknown) =>
  Promise.resolve({
    status,
    ok: status >= 200 && status < 300,
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(body),
  });
