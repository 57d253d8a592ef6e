// A stand-in for the browser's EventSource in DOM tests: the tRPC subscription link drives it as a real one, and
// the test plays the server (connected, events, a lost connection, a refusal).
type Listener = (event: { data?: string; lastEventId?: string }) => void;

export class FakeEventSource {
  static readonly instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  /** The newest one (the link opens a new one for each subscription and resubscription). */
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource opened');
    return last;
  }

  static reset(): void {
    FakeEventSource.instances.length = 0;
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The query string's `input` and `connectionParams`, parsed. */
  get params(): { input: unknown; connectionParams: { token?: string } | undefined } {
    const query = new URL(this.url, 'http://localhost').searchParams;
    const parse = (name: string) => {
      const value = query.get(name);
      return value === null ? undefined : JSON.parse(value);
    };
    return { input: parse('input'), connectionParams: parse('connectionParams') };
  }

  private emit(type: string, event: { data?: string; lastEventId?: string } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  connected(): void {
    this.readyState = FakeEventSource.OPEN;
    this.emit('connected', { data: '{}' });
  }

  send(id: string, data: unknown): void {
    this.emit('message', { data: JSON.stringify(data), lastEventId: id });
  }

  /** The connection dropped; an EventSource then reconnects by itself (call `connected()` again). */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.emit('error');
  }

  /** The server's refusal (tRPC's `serialized-error` event). */
  refuse(code: string, httpStatus: number): void {
    this.emit('serialized-error', {
      data: JSON.stringify({ message: code, code: -32001, data: { code, httpStatus } }),
    });
  }
}
