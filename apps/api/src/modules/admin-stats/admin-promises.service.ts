// admin.promises: the figures the home page's promises stand on (issue 34): the on-time rate of first deliveries
// per UTC week and per designer, credit granted for late deliveries and by the guarantee, and the guarantee claims
// opened and how they were decided, over the last eight weeks.
import { type AdminPromiseFigures, promiseFigureWeeks } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import {
  selectClaimFigures,
  selectCreditsGranted,
  selectOnTimeByDesigner,
  selectOnTimeByWeek,
} from './admin-stats.queries';
import { periodStarts } from './admin-stats.service';

export async function adminPromiseFigures(deps: {
  db: Kysely<DB>;
  now: () => Date;
}): Promise<AdminPromiseFigures> {
  const { weekStart } = periodStarts(deps.now());
  const from = new Date(weekStart.getTime() - (promiseFigureWeeks - 1) * 7 * 86_400_000);
  const [weeks, designers, credits, claims] = await Promise.all([
    selectOnTimeByWeek(deps.db, from),
    selectOnTimeByDesigner(deps.db, from),
    selectCreditsGranted(deps.db, from),
    selectClaimFigures(deps.db, from),
  ]);
  return {
    weeks: Array.from({ length: promiseFigureWeeks }, (_, index) => {
      const day = new Date(from.getTime() + index * 7 * 86_400_000).toISOString().slice(0, 10);
      const row = weeks.find((week) => week.week === day);
      return { weekStart: day, delivered: row?.delivered ?? 0, onTime: row?.on_time ?? 0 };
    }),
    designers: designers.map((row) => ({
      id: row.id,
      name: row.name,
      delivered: row.delivered,
      onTime: row.on_time,
    })),
    credits: credits.map((row) => ({
      currency: row.currency,
      lateCount: row.late_count,
      lateMinor: Number(row.late_minor),
      guaranteeCount: row.guarantee_count,
      guaranteeMinor: Number(row.guarantee_minor),
    })),
    claims,
  };
}
