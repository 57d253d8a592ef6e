// What every module's service is made with (server.ts builds them): the database, the clock, and the part of the
// configuration it reads, named by its keys so a test passes only those.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/tables';

export interface ServiceDeps<ConfigKeys extends keyof Config = never> {
  db: Kysely<DB>;
  config: Pick<Config, ConfigKeys>;
  now: () => Date;
}

/** A service that reads no configuration. */
export type PlainServiceDeps = Omit<ServiceDeps, 'config'>;
