// The route handlers still running, so that a stopping node waits for them before its database closes. Fastify's
// close waits for open connections, not for handlers: a request whose client hung up (a closed tab, a load
// balancer's timeout) has no connection left, yet its handler goes on and, once the database was closed under it,
// failed with "driver has already been destroyed" and logged a 500 nobody asked for.
import type { FastifyInstance } from 'fastify';

export interface RunningHandlers {
  /** How many handlers have not settled yet. */
  count(): number;
  /** Resolves once every running handler has settled, or after `timeoutMs`, whichever comes first. */
  settled(timeoutMs: number): Promise<void>;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Wraps every route added to `app` from now on; call before the routes are registered. */
export function trackRunningHandlers(app: FastifyInstance): RunningHandlers {
  const running = new Set<Promise<void>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      // A handler may return its reply (a thenable that settles when the answer is written or the client has gone).
      if (isThenable(result)) {
        const done: Promise<void> = Promise.resolve(result).then(
          () => {},
          () => {},
        );
        running.add(done);
        void done.then(() => running.delete(done));
      }
      return result;
    };
  });
  return {
    count: () => running.size,
    settled: async (timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      await Promise.race([Promise.all([...running]), timeout]);
      clearTimeout(timer);
    },
  };
}
