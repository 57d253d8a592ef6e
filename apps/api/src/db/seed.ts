// Seeds run on every start after migrating; each is idempotent.
import type { Kysely } from 'kysely';
import type { Logger } from '../logger';
import { seedServiceCatalogue } from '../modules/services';
import type { DB } from './tables';

export async function runSeeds(db: Kysely<DB>, logger: Logger): Promise<void> {
  if (await seedServiceCatalogue(db)) logger.info('seeded the service catalogue');
}
