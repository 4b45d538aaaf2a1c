import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The proxies whose `X-Forwarded-For` the site believes (TRUSTED_PROXIES: addresses and CIDR
 * ranges, comma-separated). Anyone can send the header; only a proxy we run can be believed.
 */
export function trustedProxyList(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** An address as one form: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
function normalise(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * One `X-Forwarded-For` hop as an address, or null when it is none. Some load balancers write
 * `ip:port` (`203.0.113.7:51234`, `[2001:db8::1]:443`): the port and brackets are not part of the
 * address, and a hop read as unreadable because of them would let an earlier, client-written
 * hop be believed instead.
 */
export function hopAddress(hop: string): string | null {
  const trimmed = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed);
  const address = normalise(bracketed?.[1] ?? ipv4WithPort?.[1] ?? trimmed);
  return isIP(address) === 0 ? null : address;
}

function isTrusted(address: string, proxies: BlockList): boolean {
  let answers = trusted.get(proxies);
  if (!answers) trusted.set(proxies, (answers = new Map()));
  let answer = answers.get(address);
  if (answer === undefined) {
    const family = isIP(address);
    answer = family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
    // Bounded: a flood of made-up addresses only starts the answers again.
    if (answers.size >= maxAnswers) answers.clear();
    answers.set(address, answer);
  }
  return answer;
}

/**
 * Whether each address seen is a trusted proxy, per list: every request asks for its peer (and
 * behind a proxy, its forwarded hops), and the check (parsing the address, matching the list)
 * costs more than the rest of finding the visitor. The same few addresses come again and again,
 * and a list, made once from TRUSTED_PROXIES, never changes.
 */
const trusted = new WeakMap<BlockList, Map<string, boolean>>();
const maxAnswers = 1_000;

/**
 * The visitor's address: the peer of the connection, unless that peer is a trusted proxy, when it
 * is the right-most `X-Forwarded-For` hop that is not itself a trusted proxy (the left-most
 * entries are whatever the client wrote, so they are never believed past an untrusted hop). A hop
 * that is no address stops the walk at the trusted proxy that wrote it: an earlier hop could be
 * anything the client sent.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  proxies: BlockList,
) {
  const peer = normalise(req.socket?.remoteAddress ?? '');
  if (!isTrusted(peer, proxies)) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .filter((hop) => hop.trim() !== '');
  let proxy = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i]!);
    if (hop === null) return proxy;
    if (!isTrusted(hop, proxies)) return hop;
    proxy = hop;
  }
  return proxy;
}
