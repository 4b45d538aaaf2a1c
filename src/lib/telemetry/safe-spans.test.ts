import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { safeSpan } from './safe-spans';

const span = {
  name: 'GET /booking/[token]',
  attributes: {
    'http.target': '/booking/a-manage-token',
    'http.route': '/booking/[token]',
    'http.status_code': 200,
    'db.statement': 'select * from "bookings" where "email" = $1',
    'app.note': 'zoe@example.com',
    'app.search': '/api/geo?q=SW1A',
  },
  status: { code: 2, message: 'Invalid e-mail zoe@example.com' },
  events: [
    {
      name: 'exception',
      time: [0, 0],
      attributes: { 'exception.type': 'ZodError', 'exception.message': 'zoe@example.com' },
    },
  ],
} as unknown as ReadableSpan;

describe('safeSpan', () => {
  it('keeps the route, the status and the SQL text, and drops addresses, e-mails and messages', () => {
    const safe = safeSpan(span);
    expect(safe.name).toBe('GET /booking/[token]');
    expect(safe.attributes).toEqual({
      'http.route': '/booking/[token]',
      'http.status_code': 200,
      'db.statement': 'select * from "bookings" where "email" = $1',
    });
    expect(safe.status).toEqual({ code: 2 });
    expect(safe.events[0]!.attributes).toEqual({ 'exception.type': 'ZodError' });
    // The span itself, which other processors may read, is left as it was.
    expect(span.attributes['http.target']).toBe('/booking/a-manage-token');
  });
});
