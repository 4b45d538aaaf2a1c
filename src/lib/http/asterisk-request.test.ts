import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readAsteriskRequestsAsRoot } from './asterisk-request';

/** Sends `OPTIONS *` as a scanner does (Node's own client cannot) and returns the answer's body. */
function optionsAsterisk(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text.split('\r\n\r\n')[1] ?? ''));
    socket.on('error', reject);
  });
}

describe('OPTIONS *', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // The URL as the site's handlers (Next.js) get it: `*` is one they cannot parse.
    server = createServer((req, res) => res.end(`${req.method} ${req.url}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reaches the site's handlers as OPTIONS / once the server reads it so", async () => {
    expect(await optionsAsterisk(port)).toBe('OPTIONS *');
    readAsteriskRequestsAsRoot();
    readAsteriskRequestsAsRoot();
    expect(await optionsAsterisk(port)).toBe('OPTIONS /');
  });
});
