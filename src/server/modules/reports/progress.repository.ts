// The live dashboard's aggregates: per judge, per poster and per evaluation, each query on one project.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';

export async function selectJudgeCounts(db: Kysely<DB>, projectId: number) {
  const rows = await db
    .selectFrom('judges as j')
    .leftJoin('assignments as a', (join) => join.onRef('a.judge_id', '=', 'j.id'))
    .select((eb) => [
      'j.id as judge_id',
      'j.full_name',
      'j.email',
      'j.affiliation',
      eb.fn.count<number>('a.id').as('assigned'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'completed').then(1).else(0).end()).as('completed'),
    ])
    .where('j.project_id', '=', projectId)
    .groupBy(['j.id', 'j.full_name', 'j.email', 'j.affiliation'])
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({ ...r, assigned: Number(r.assigned), completed: Number(r.completed ?? 0) }));
}

export async function selectPosterCounts(db: Kysely<DB>, projectId: number) {
  const rows = await db
    .selectFrom('posters as p')
    .leftJoin('assignments as a', (join) => join.onRef('a.poster_id', '=', 'p.id'))
    .select((eb) => [
      'p.id as poster_id',
      'p.number as poster_number',
      'p.title',
      eb.fn.count<number>('a.id').as('assigned'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'completed').then(1).else(0).end()).as('evaluated'),
    ])
    .where('p.project_id', '=', projectId)
    .groupBy(['p.id', 'p.number', 'p.title'])
    .orderBy('p.number')
    .execute();
  return rows.map((r) => ({ ...r, assigned: Number(r.assigned), evaluated: Number(r.evaluated ?? 0) }));
}

/** Each evaluation's total: the sum of its scores on the active criteria (docs/product.md#rules). */
export async function selectEvaluationTotals(db: Kysely<DB>, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('evaluations as e')
    .leftJoin('evaluation_scores as s', 's.evaluation_id', 'e.id')
    .leftJoin('criteria as c', (j) => j.onRef('c.id', '=', 's.criterion_id').on('c.is_active', '=', 1))
    .select((eb) => [
      'e.id',
      eb.fn
        .sum<number>(eb.case().when('c.id', 'is not', null).then(eb.ref('s.score')).else(0).end())
        .as('total'),
    ])
    .where('e.project_id', '=', projectId)
    .groupBy('e.id')
    .execute();
  return rows.map((r) => Number(r.total ?? 0));
}

export async function selectMaxTotal(db: Kysely<DB>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('criteria')
    .select((eb) => eb.fn.sum<number>('max_score').as('max'))
    .where('project_id', '=', projectId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
