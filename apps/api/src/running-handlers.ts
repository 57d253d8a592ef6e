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

/** Wraps every route added to `app` from now on; call before the routes are registered. */
export function trackRunningHandlers(app: FastifyInstance): RunningHandlers {
  let running = 0;
  let whenIdle: (() => void)[] = [];
  const finished = () => {
    running -= 1;
    if (running > 0) return;
    for (const wake of whenIdle) wake();
    whenIdle = [];
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      // Work that outlives the call is an async handler's promise; a handler that returns its reply has done its part.
      if (result instanceof Promise) {
        running += 1;
        result.then(finished, finished);
      }
      return result;
    };
  });
  return {
    count: () => running,
    settled: async (timeoutMs) => {
      if (running === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        whenIdle.push(resolve);
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      clearTimeout(timer);
    },
  };
}
