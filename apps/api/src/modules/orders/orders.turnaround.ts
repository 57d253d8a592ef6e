// The turnaround tiers as offered now (the admin's settings), and the one an order or a quote asks for.
import {
  type AdminTurnaroundUpdate,
  orderMessageKeys,
  type TurnaroundOption,
  type TurnaroundTier,
} from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { AppError } from '../../errors';

const order = { express: 0, standard: 1, economy: 2 } as const;

export async function listTurnarounds(db: Executor): Promise<TurnaroundOption[]> {
  const rows = await db
    .selectFrom('turnaround_tiers')
    .select(['tier', 'hours', 'percent', 'available'])
    .execute();
  return rows.sort((a, b) => order[a.tier] - order[b.tier]);
}

/** The tier asked for, when it is offered; else 400 `turnaroundUnavailable`. */
export async function offeredTurnaround(db: Executor, tier: TurnaroundTier) {
  const row = await db
    .selectFrom('turnaround_tiers')
    .select(['tier', 'hours', 'percent', 'available'])
    .where('tier', '=', tier)
    .executeTakeFirst();
  if (!row?.available) {
    throw new AppError('BAD_INPUT', orderMessageKeys.turnaroundUnavailable, {
      message: 'This turnaround is not offered now.',
    });
  }
  return { tier: row.tier, hours: row.hours, percent: row.percent };
}

/** The admin's settings of Express or Economy (Standard stays 24 h at 100 %); answers every tier after. */
export async function updateTurnaround(
  deps: { db: Executor; now: () => Date },
  input: AdminTurnaroundUpdate,
): Promise<TurnaroundOption[]> {
  await deps.db
    .updateTable('turnaround_tiers')
    .set({ available: input.available, percent: input.percent, updated_at: deps.now() })
    .where('tier', '=', input.tier)
    .execute();
  return listTurnarounds(deps.db);
}
