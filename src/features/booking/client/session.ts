import { randomId } from './random-id';

/** Where the booking session id is kept (spec 1 §3 "Session"). */
export const sessionStorageKey = 'session_id';

/** What the server accepts as a session id: 8 to 100 letters, digits, "-" or "_". */
const validSessionId = /^[\w-]{8,100}$/;

/** The part of `Storage` the session needs, so tests can pass a plain object. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Used when local storage cannot be read or written (a private window, storage disabled): the
// session then lasts as long as the page, which is still one id for every call of a journey.
let pageSessionId: string | undefined;

/**
 * The booking session id sent as the `sessionId` header of every booking write: the one kept in
 * local storage under `session_id`, or a random id made and kept there when there is none (or what
 * is there is not a valid id).
 */
export function getSessionId(storage: SessionStorage | null = defaultStorage()): string {
  try {
    const stored = storage?.getItem(sessionStorageKey);
    if (stored && validSessionId.test(stored)) return stored;
    const id = randomId();
    if (!storage) return (pageSessionId ??= id);
    storage.setItem(sessionStorageKey, id);
    return id;
  } catch {
    return (pageSessionId ??= randomId());
  }
}

function defaultStorage(): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is blocked.
    return null;
  }
}
