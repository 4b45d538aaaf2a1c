import { isHttpError } from '@/lib/http';
import { idempotencyKeyOf, idempotencyMessages, requestFingerprint } from './idempotency';

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, message: error.payload.message };
    throw error;
  }
  return undefined;
};

describe('the Idempotency-Key', () => {
  it('is the header as sent, or undefined without one', () => {
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': 'a1b2-c3' } })).toBe('a1b2-c3');
    expect(idempotencyKeyOf({ headers: {} })).toBeUndefined();
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': 'k'.repeat(255) } })).toHaveLength(255);
  });

  it.each([['k'.repeat(256)], [''], ['with space'], ['é'], [['a', 'b']]])(
    'answers 400 for %j rather than cutting it short',
    (key) => {
      expect(statusOf(() => idempotencyKeyOf({ headers: { 'idempotency-key': key } }))).toEqual({
        status: 400,
        message: idempotencyMessages.invalid,
      });
    },
  );
});

describe('requestFingerprint', () => {
  const request = {
    route: 'create',
    storeId: '1001',
    sessionId: 'session-1',
    body: { firstName: 'Zoë', adultCovers: 2, menuIds: ['a'] },
  };

  it('is the same for the same request, whatever the order of its fields', () => {
    expect(requestFingerprint(request)).toBe(
      requestFingerprint({
        sessionId: 'session-1',
        body: { menuIds: ['a'], adultCovers: 2, firstName: 'Zoë' },
        storeId: '1001',
        route: 'create',
      }),
    );
  });

  it.each([
    ['the route', { route: 'enquiry' }],
    ['the store', { storeId: '1002' }],
    ['the session', { sessionId: 'session-2' }],
    ['the body', { body: { ...request.body, adultCovers: 3 } }],
    ['a list order', { body: { ...request.body, menuIds: ['a', 'b'] } }],
  ])('changes with %s', (_what, change) => {
    expect(requestFingerprint({ ...request, ...change })).not.toBe(requestFingerprint(request));
  });
});
