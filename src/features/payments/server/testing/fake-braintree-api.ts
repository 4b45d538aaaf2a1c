import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import braintree from 'braintree';
import { testNonces } from '../../test-nonces';
import { xml, type XmlNode } from './xml';

/** One request the fake received: its path, headers and JSON body. */
export interface FakeBraintreeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

export interface FakeBraintreeApi {
  /** A Braintree environment pointing at the fake (plain HTTP on 127.0.0.1). */
  environment: braintree.Environment;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  requests: FakeBraintreeRequest[];
  /** How many TCP connections clients opened, to see keep-alive at work. */
  connections(): number;
  close(): Promise<void>;
}

const cards: Record<string, { cardType: string; bin: string; last4: string }> = {
  [testNonces.valid]: { cardType: 'Visa', bin: '401288', last4: '1881' },
  [testNonces.visa]: { cardType: 'Visa', bin: '401288', last4: '1881' },
  [testNonces.mastercard]: { cardType: 'MasterCard', bin: '555555', last4: '4444' },
};
const declined = [testNonces.processorDeclinedVisa, testNonces.processorDeclinedMastercard];

/**
 * A local server that answers the Braintree gateway API as the `braintree` SDK sees it: JSON in,
 * gzipped XML out, HTTP Basic authentication with the key pair, and Braintree's result shapes for
 * client tokens, customer and payment method creation, including a declined verification
 * (processor response 2000) and validation errors (luhn-invalid, consumed and unknown nonces).
 */
export async function startFakeBraintreeApi(): Promise<FakeBraintreeApi> {
  const merchantId = 'fake-merchant';
  const publicKey = 'fake-public-key';
  const privateKey = 'fake-private-key';
  const authorization = `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
  const requests: FakeBraintreeRequest[] = [];
  const customers = new Set<string>();
  const usedNonces = new Set<string>();
  let connections = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    if (req.headers.authorization !== authorization) return send(res, 401, undefined);
    const base = `/merchants/${merchantId}`;
    if (req.method === 'POST' && path === `${base}/client_token`) {
      return send(res, 201, { 'client-token': { value: clientToken(merchantId) } });
    }
    if (req.method === 'POST' && path === `${base}/customers`) {
      const customer = (body?.customer ?? {}) as Record<string, unknown>;
      const nonce = String(customer.payment_method_nonce);
      const refusal = refuse(nonce, usedNonces, 'customer');
      if (refusal) return send(res, 422, refusal);
      const id = String(100_000_000 + customers.size);
      customers.add(id);
      return send(res, 201, {
        customer: {
          id,
          'merchant-id': merchantId,
          'first-name': String(customer.first_name ?? ''),
          'last-name': String(customer.last_name ?? ''),
          email: String(customer.email ?? ''),
          'credit-cards': [{ 'credit-card': creditCard(id, nonce) }],
          addresses: [],
        },
      });
    }
    if (req.method === 'POST' && path === `${base}/payment_methods`) {
      const method = (body?.payment_method ?? {}) as Record<string, unknown>;
      const customerId = String(method.customer_id);
      if (!customers.has(customerId)) return send(res, 404, undefined);
      const nonce = String(method.payment_method_nonce);
      const refusal = refuse(nonce, usedNonces, 'payment-method');
      if (refusal) return send(res, 422, refusal);
      return send(res, 201, { 'credit-card': creditCard(customerId, nonce) });
    }
    send(res, 404, undefined);
  });
  // A long keep-alive, so the client's own idle timeout is the one that counts.
  server.keepAliveTimeout = 60_000;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    environment: new braintree.Environment(
      '127.0.0.1',
      String(port),
      'http://127.0.0.1',
      false,
      '127.0.0.1',
      String(port),
    ),
    merchantId,
    publicKey,
    privateKey,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function clientToken(merchantId: string): string {
  const token = {
    version: 2,
    authorizationFingerprint: randomBytes(32).toString('hex'),
    configUrl: `https://api.sandbox.braintreegateway.com:443/merchants/${merchantId}/client_api/v1/configuration`,
    environment: 'sandbox',
    merchantId,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

function creditCard(customerId: string, nonce: string): XmlNode {
  const card = cards[nonce]!;
  return {
    token: randomBytes(4).toString('hex'),
    'customer-id': customerId,
    'card-type': card.cardType,
    bin: card.bin,
    'last-4': card.last4,
    'masked-number': `${card.bin}******${card.last4}`,
    default: true,
  };
}

/** Braintree's answer when it refuses the nonce, or undefined when it vaults the card. */
function refuse(nonce: string, used: Set<string>, entity: string): XmlNode | undefined {
  if (declined.includes(nonce as (typeof declined)[number])) {
    return {
      'api-error-response': {
        errors: { errors: [] },
        message: 'Do Not Honor',
        verification: {
          status: 'processor_declined',
          'processor-response-code': '2000',
          'processor-response-text': 'Do Not Honor',
          'processor-response-type': 'soft_declined',
        },
      },
    };
  }
  if (nonce === testNonces.luhnInvalid) {
    return validationError(entity, '81715', 'number', 'Credit card number is invalid.');
  }
  if (used.has(nonce) || nonce === testNonces.consumed) {
    return validationError(
      entity,
      '91564',
      'payment_method_nonce',
      'Cannot use a payment_method_nonce more than once.',
    );
  }
  if (!cards[nonce]) {
    return validationError(
      entity,
      '91565',
      'payment_method_nonce',
      'Unknown payment_method_nonce.',
    );
  }
  used.add(nonce);
  return undefined;
}

function validationError(entity: string, code: string, attribute: string, message: string) {
  const error = { error: { code, attribute, message } };
  return {
    'api-error-response': {
      errors: { errors: [], [entity]: { errors: [error] } },
      message,
    },
  };
}

function send(res: ServerResponse, status: number, body: XmlNode | undefined) {
  if (!body) return res.writeHead(status).end();
  const payload = gzipSync(`<?xml version="1.0" encoding="UTF-8"?>\n${xml(body)}`);
  res.writeHead(status, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Content-Encoding': 'gzip',
  });
  res.end(payload);
}
