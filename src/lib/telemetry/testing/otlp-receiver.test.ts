import { startOtlpReceiver } from './otlp-receiver';

const exportOf = (name: string) =>
  JSON.stringify({
    resourceSpans: [
      {
        scopeSpans: [
          { spans: [{ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), name, kind: 1 }] },
        ],
      },
    ],
  });

const post = (endpoint: string, body: string, type = 'application/json') =>
  fetch(`${endpoint}/v1/traces`, { method: 'POST', headers: { 'content-type': type }, body });

describe('startOtlpReceiver', () => {
  it("keeps every export's spans by default, and counts them", async () => {
    const receiver = await startOtlpReceiver();
    try {
      expect((await post(receiver.endpoint, exportOf('one'))).status).toBe(200);
      expect((await post(receiver.endpoint, exportOf('two'))).status).toBe(200);
      expect(receiver.spans.map((span) => span.name)).toEqual(['one', 'two']);
      expect(receiver.received.exports).toBe(2);
    } finally {
      await receiver.close();
    }
  });

  it("with keep 'first' decodes the first export only and counts the rest with their bytes", async () => {
    const receiver = await startOtlpReceiver({ keep: 'first' });
    try {
      for (const name of ['one', 'two', 'three']) await post(receiver.endpoint, exportOf(name));
      expect(receiver.spans.map((span) => span.name)).toEqual(['one']);
      expect(receiver.bodies).toHaveLength(1);
      expect(receiver.received).toEqual({
        exports: 3,
        bytes: ['one', 'two', 'three'].reduce((sum, name) => sum + exportOf(name).length, 0),
      });
    } finally {
      await receiver.close();
    }
  });

  it('answers 415 to a body that is neither JSON nor protobuf, and counts it not', async () => {
    const receiver = await startOtlpReceiver({ keep: 'first' });
    try {
      expect((await post(receiver.endpoint, 'hello', 'text/plain')).status).toBe(415);
      expect(receiver.received.exports).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});
