// The SQL of the pricing settings (one row): the admin's surcharge per bracket set (issue 32).
import { sql } from 'kysely';
import type { Executor } from '../../db/tables';

export const selectBlendSurcharge = async (db: Executor): Promise<number> =>
  (await db.selectFrom('pricing_settings').select('blend_surcharge_minor').executeTakeFirst())
    ?.blend_surcharge_minor ?? 0;

export const updateBlendSurcharge = (db: Executor, minor: number) =>
  db
    .updateTable('pricing_settings')
    .set({ blend_surcharge_minor: minor, updated_at: sql`now()` })
    .where('id', '=', true)
    .execute();
