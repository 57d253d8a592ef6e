// The live channel through the real tRPC client and subscription link, with a fake EventSource playing the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests, writeSession } from '../session/session-store';
import { FakeEventSource } from '../test/fake-event-source';
import { testAccessToken } from '../test/mock-trpc';
import { type LiveStatus, openLiveChannel } from './live-channel';

const client = { id: 'c1', role: 'client' as const, email: 'c@example.com' };

beforeEach(() => {
  resetSessionStoreForTests();
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  writeSession('client', { accessToken: testAccessToken, refreshToken: 'r1', user: client });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () => {
  const events: unknown[] = [];
  const statuses: LiveStatus[] = [];
  const onChange = vi.fn();
  const close = openLiveChannel({
    role: 'client',
    onEvent: (event) => events.push(event),
    onChange,
    onStatus: (status) => statuses.push(status),
  });
  return { events, statuses, onChange, close };
};

/** The link opens its EventSource after an await (connectionParams). */
const nextSource = async (count: number) => {
  await vi.waitFor(() => expect(FakeEventSource.instances.length).toBe(count));
  return FakeEventSource.latest();
};

describe('the live channel', () => {
  it('subscribes with the access token as connectionParams, and refetches once for a burst of events', async () => {
    const channel = open();
    const source = await nextSource(1);
    expect(source.url).toMatch(/^\/api\/trpc\/live\.client\?/);
    expect(source.params.connectionParams).toEqual({ token: testAccessToken });
    source.connected();
    source.send('7', { kind: 'ready', orderId: null });
    source.send('8', { kind: 'claimed', orderId: 'o1' });
    source.send('9', { kind: 'status', orderId: 'o1' });
    await vi.waitFor(() => expect(channel.onChange).toHaveBeenCalledTimes(1));
    expect(channel.events).toEqual([
      { kind: 'claimed', orderId: 'o1' },
      { kind: 'status', orderId: 'o1' },
    ]);
    expect(channel.statuses).toEqual(['live']);
    channel.close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('is down while the connection is lost, and refetches when it is back', async () => {
    const channel = open();
    const source = await nextSource(1);
    source.connected();
    source.drop();
    await vi.waitFor(() => expect(channel.statuses.at(-1)).toBe('down'));
    expect(channel.onChange).not.toHaveBeenCalled();
    source.connected();
    await vi.waitFor(() => expect(channel.statuses.at(-1)).toBe('live'));
    await vi.waitFor(() => expect(channel.onChange).toHaveBeenCalledTimes(1));
    channel.close();
  });

  it('on a stream ended for an expired token: refreshes, and resumes after the last event with the new token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ access_token: 'new.access.token', refresh_token: 'r2' }),
      );
    const channel = open();
    const first = await nextSource(1);
    first.connected();
    first.send('41', { kind: 'paid', orderId: 'o2' });
    first.refuse('UNAUTHORIZED', 401);
    const second = await nextSource(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(second.params.connectionParams).toEqual({ token: 'new.access.token' });
    expect(second.params.input).toEqual({ lastEventId: '41' });
    second.connected();
    await vi.waitFor(() => expect(channel.statuses.at(-1)).toBe('live'));
    channel.close();
  });

  it('tries again later when refused for too many streams', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const channel = open();
      const first = await nextSource(1);
      first.refuse('TOO_MANY_REQUESTS', 429);
      await vi.waitFor(() => expect(channel.statuses).toEqual(['down']));
      expect(FakeEventSource.instances).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      await nextSource(2);
      channel.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
