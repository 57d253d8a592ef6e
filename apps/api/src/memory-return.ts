// Gives memory back to the system after a burst of connections ends (ADR 013). V8 keeps the heap pages it
// committed for thousands of open live streams after they close (5,000 streams: about 480 MiB RSS for 54 MiB of
// heap in use), and returns them only when its own memory reducer gets round to it. A memory-reducing collection
// ("last resort": it compacts and releases empty pages) once the burst is over returns them at once.
// It needs `gc`, which `node --expose-gc` (the API's start script) provides; without it this does nothing.

/** `gc` as `--expose-gc` defines it, with the options V8's extension takes. */
type ExposedGc = (options: {
  type: 'major';
  execution: 'async';
  flavor: 'last-resort';
}) => Promise<void> | undefined;

export interface MemoryReturnOptions {
  /** How many of the tracked things (e.g. open streams) must have gone since the peak. */
  threshold: number;
  /** Quiet time after the last release before collecting, so a burst of closes makes one collection. */
  quietMs: number;
  gc?: ExposedGc | undefined;
  onCollected?: (figures: { released: number; ms: number }) => void;
}

export interface MemoryReturn {
  /** The number of open things now; call after each opens or closes. */
  track(open: number): void;
  stop(): void;
}

export const exposedGc = (): ExposedGc | undefined =>
  typeof globalThis.gc === 'function' ? (globalThis.gc as unknown as ExposedGc) : undefined;

export function createMemoryReturn(options: MemoryReturnOptions): MemoryReturn {
  let peak = 0;
  let open = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const collect = async () => {
    timer = undefined;
    const released = peak - open;
    peak = open;
    const started = performance.now();
    try {
      await options.gc?.({ type: 'major', execution: 'async', flavor: 'last-resort' });
      options.onCollected?.({ released, ms: performance.now() - started });
    } catch {
      // A V8 without these options: V8's own memory reducer still returns the memory, later.
    }
  };
  return {
    track(now) {
      open = now;
      peak = Math.max(peak, now);
      if (stopped || !options.gc || peak - open < options.threshold) return;
      clearTimeout(timer);
      timer = setTimeout(() => void collect(), options.quietMs);
      timer.unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
