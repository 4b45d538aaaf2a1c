import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';

/**
 * The card-provider client's connection pool (spec 1 §9): 50 sockets at most, 10 kept idle, a
 * 30 s timeout on a request's socket and 15 s before an idle socket is closed.
 */
export const braintreeAgentLimits = {
  maxSockets: 50,
  maxFreeSockets: 10,
  timeoutMs: 30_000,
  freeSocketTimeoutMs: 15_000,
} as const;

/**
 * A keep-alive agent for the Braintree SDK (its `customHttpAgent`), so a card submit reuses the TLS
 * connection the client token opened instead of paying for a new handshake.
 *
 * Node's agent has no separate idle timeout: it gives an idle socket the agent's `timeout` (or less
 * when the server's Keep-Alive header asks) and destroys an idle socket that times out. So once the
 * agent has parked a socket, it is given 15 s instead (never more than the server allows); a reused
 * socket gets the request timeout back from the SDK, which sets one on every request.
 */
export function createBraintreeHttpAgent(ssl: boolean): HttpAgent {
  const options = {
    keepAlive: true,
    maxSockets: braintreeAgentLimits.maxSockets,
    maxFreeSockets: braintreeAgentLimits.maxFreeSockets,
    timeout: braintreeAgentLimits.timeoutMs,
  };
  const agent = ssl ? new HttpsAgent(options) : new HttpAgent(options);
  // Runs after the agent's own 'free' listener, which parks the socket, hands it to a waiting
  // request or destroys it; only a parked socket is idle.
  agent.on('free', (socket: Socket) => {
    const parked = Object.values(agent.freeSockets).some((sockets) => sockets?.includes(socket));
    if (!parked) return;
    const allowed = socket.timeout || braintreeAgentLimits.freeSocketTimeoutMs;
    socket.setTimeout(Math.min(braintreeAgentLimits.freeSocketTimeoutMs, allowed));
  });
  return agent;
}
