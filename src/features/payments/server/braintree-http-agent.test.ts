import { Agent as HttpAgent, createServer, get, type Server } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { braintreeAgentLimits, createBraintreeHttpAgent } from './braintree-http-agent';

describe('the Braintree HTTP agent', () => {
  it('pools 50 sockets, keeps 10 idle, with a 30 s timeout (spec 1 §9)', () => {
    const agent = createBraintreeHttpAgent(true);
    expect(agent).toBeInstanceOf(HttpsAgent);
    expect(agent.maxSockets).toBe(50);
    expect(agent.maxFreeSockets).toBe(10);
    // `options` is public at runtime but missing from Node's typings.
    const { options } = agent as HttpsAgent & { options: object };
    expect(options).toMatchObject({ keepAlive: true, timeout: 30_000 });
    expect(braintreeAgentLimits.freeSocketTimeoutMs).toBe(15_000);
    agent.destroy();
  });

  it('speaks plain HTTP when the environment has no TLS', () => {
    const agent = createBraintreeHttpAgent(false);
    expect(agent).toBeInstanceOf(HttpAgent);
    expect(agent).not.toBeInstanceOf(HttpsAgent);
    agent.destroy();
  });

  describe('an idle socket', () => {
    let server: Server;
    let agent: HttpAgent;

    const startServer = async (keepAliveTimeout: number) => {
      server = createServer((_req, res) => res.end('ok'));
      server.keepAliveTimeout = keepAliveTimeout;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    };
    const idleSocketAfterOneRequest = async (port: number) => {
      await new Promise<void>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        }).on('error', reject);
      });
      // The agent parks the socket once the response is read: let it.
      await new Promise((resolve) => setImmediate(resolve));
      const idle = Object.values(agent.freeSockets).flat();
      expect(idle).toHaveLength(1);
      return idle[0]!;
    };

    beforeEach(() => {
      agent = createBraintreeHttpAgent(false);
    });
    afterEach(async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('is closed after 15 s', async () => {
      const socket = await idleSocketAfterOneRequest(await startServer(60_000));
      expect(socket.timeout).toBe(15_000);
    });

    it('is closed sooner when the server keeps idle connections for less', async () => {
      // The server announces "Keep-Alive: timeout=5"; Node keeps a second's margin.
      const socket = await idleSocketAfterOneRequest(await startServer(5_000));
      expect(socket.timeout).toBe(4_000);
    });
  });
});
