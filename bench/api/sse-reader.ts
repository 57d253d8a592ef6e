// A live stream read as cheaply as a client can (the bench's own process reads thousands of them, and its parsing
// is part of what it measures): node:http, one socket each, and only the events' data lines looked at.
import { request } from 'node:http';

export interface RawStream {
  /** How many data events carrying `needle` arrived, and when the latest did (performance.timeOrigin based). */
  readonly matched: number;
  readonly lastAt: number;
  close(): void;
}

/**
 * Opens `url` as an EventSource would, resolving once its first data event (the hub's "ready") arrived;
 * `onMatch` runs on every data event containing `needle`.
 */
export function openRawStream(url: string, needle: string, onMatch: () => void): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    let matched = 0;
    let lastAt = 0;
    let buffer = '';
    const sent = request(url, { headers: { accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream refused: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          // tRPC ends each event with three newlines: the third starts the next block.
          const block = buffer.charCodeAt(0) === 10 ? buffer.slice(1, end) : buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!block.startsWith('data: ')) continue;
          if (block.includes(needle)) {
            matched++;
            lastAt = performance.timeOrigin + performance.now();
            onMatch();
          } else {
            opened(); // the stream's first event ("ready"): it is subscribed
          }
        }
      });
      response.on('error', () => {});
      const opened = () =>
        resolve({
          get matched() {
            return matched;
          },
          get lastAt() {
            return lastAt;
          },
          close: () => sent.destroy(),
        });
    });
    sent.on('error', (error) => reject(error));
    sent.end();
  });
}
