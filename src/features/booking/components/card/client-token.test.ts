import { clientTokenEnvironment } from './client-token';

const token = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

describe('clientTokenEnvironment', () => {
  it('reads the environment of a base64 JSON client token', () => {
    expect(clientTokenEnvironment(token({ version: 2, environment: 'test' }))).toBe('test');
    expect(clientTokenEnvironment(token({ version: 2, environment: 'sandbox' }))).toBe('sandbox');
  });

  it('gives undefined for a token it cannot read', () => {
    expect(clientTokenEnvironment('not base64 at all!')).toBeUndefined();
    expect(clientTokenEnvironment(Buffer.from('{not json').toString('base64'))).toBeUndefined();
    expect(clientTokenEnvironment(token({ version: 2 }))).toBeUndefined();
    expect(clientTokenEnvironment(token(null))).toBeUndefined();
  });
});
