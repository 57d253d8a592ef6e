// Whether a TCP port can be listened on, checked before anything is created that a failed start would leave
// behind (the first admin's one-time password, a database cluster), with a message that names the variable.
import { createServer } from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export const portInUseMessage = (variable: string, port: number) =>
  `Port ${port} (${variable}) is already in use: is PhotoEdit, or another program, running on it? ` +
  `Stop it, or set ${variable} to another port.`;

/** Resolves when `host:port` can be listened on; rejects with a PortInUseError naming `variable` otherwise. */
export function assertPortFree(port: number, host: string, variable: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new PortInUseError(
          error.code === 'EADDRINUSE'
            ? portInUseMessage(variable, port)
            : `cannot listen on ${host}:${port} (${variable}): ${error.message}`,
        ),
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now (throwaway PostgreSQL, test SMTP servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
