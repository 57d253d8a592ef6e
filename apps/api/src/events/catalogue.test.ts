// The "what happens after X" tables of docs/architecture.md are the declarations (catalogue.ts), and a server
// registers exactly the declared jobs and schedules.
import { readFile } from 'node:fs/promises';
import { orderEventKinds } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createTestServer } from '../test/server';
import { domainEvents, jobDefinitions, scheduleDefinitions, whatHappensAfterTables } from './catalogue';

const page = new URL('../../../../docs/architecture.md', import.meta.url);
const start = '<!-- what-happens-after:start (generated from apps/api/src/events/catalogue.ts) -->';
const end = '<!-- what-happens-after:end -->';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('the catalogue of side effects', () => {
  it('is the table of docs/architecture.md, word for word', async () => {
    const text = await readFile(page, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    expect(from, `docs/architecture.md has the marker ${start}`).toBeGreaterThan(-1);
    // The page's formatter pads the cells; the words are what must agree.
    const cells = (table: string) =>
      table
        .trim()
        .replace(/ *\| */g, '|')
        .replace(/-{3,}/g, '---');
    expect(cells(text.slice(from + start.length, to))).toBe(cells(whatHappensAfterTables()));
  });

  it('names each event, job and schedule once, and every event does something', () => {
    const names = [
      ...domainEvents.map((event) => event.name),
      ...jobDefinitions.map((job) => job.name),
      ...scheduleDefinitions.map((schedule) => schedule.name),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const event of domainEvents) expect(event.reactions.length, event.name).toBeGreaterThan(0);
  });

  it('has a live reaction for every kind of live event the apps listen for', () => {
    const live = domainEvents.flatMap((event) =>
      event.reactions.filter((reaction) => reaction.kind === 'live'),
    );
    const kinds = new Set(live.map((reaction) => reaction.liveKind));
    expect([...kinds].sort()).toEqual([...orderEventKinds].sort());
  });

  it('is what a server registers with pg-boss', () => {
    const server = createTestServer(testDb.database);
    expect(server.jobs.registered()).toEqual(
      [
        ...jobDefinitions.map((job) => job.name),
        ...scheduleDefinitions.map((schedule) => schedule.name),
      ].sort(),
    );
  });
});
