import { SpanKind, tracingEnabled, withSpan } from './spans';

/**
 * `target` with a span around each call of its methods, named `{service} {method}` (`booking
 * create`, `contentful getPage`), when tracing is on; `target` itself when off. For the clients of
 * other systems (the booking provider, the payment gateway, the CMS, the geocoder, the CDN):
 * their arguments are never recorded. `methods` limits the spans to those named.
 */
export function tracedCalls<T extends object>(
  service: string,
  target: T,
  methods?: readonly (keyof T & string)[],
): T {
  if (!tracingEnabled()) return target;
  return new Proxy(target, {
    get(object, name) {
      const value: unknown = Reflect.get(object, name);
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      if (methods && !methods.includes(name as keyof T & string)) return value;
      return (...args: unknown[]) =>
        withSpan(
          `${service} ${name}`,
          { 'peer.service': service, 'code.function': name },
          () => value.apply(object, args) as unknown,
          SpanKind.CLIENT,
        );
    },
  });
}
