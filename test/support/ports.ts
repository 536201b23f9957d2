import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A port nothing listens on, from the kernel. A random pick in 30000–50000 could land on a port
 * the machine was using at that moment (Linux hands out 32768–60999 to outgoing connections, and
 * the suite opens hundreds), and the child then died with EADDRINUSE while the test waited.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
