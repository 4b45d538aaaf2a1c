import type Redis from 'ioredis';
import { SpanKind, tracingEnabled, withChildSpan } from '@/lib/telemetry';

/**
 * A span per Redis command, when tracing is on (else the client is left as it is): its name only,
 * never its arguments (keys hold addresses and e-mail addresses, values hold sessions).
 */
export function traceCommands(client: Redis): Redis {
  if (!tracingEnabled()) return client;
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], stream?: unknown) =>
    withChildSpan(
      `redis ${command.name}`,
      { 'db.system': 'redis', 'db.operation': command.name },
      () => send(command, stream as Parameters<Redis['sendCommand']>[1]) as Promise<unknown>,
      SpanKind.CLIENT,
    )) as Redis['sendCommand'];
  return client;
}
