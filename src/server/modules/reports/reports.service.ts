// A project's statistics and ranked results, and the organiser's ranking settings.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { effectivePhase } from '@shared/contracts/projects';
import {
  type ProjectStatistics,
  defaultResultSettings,
  type FairResultRow,
  type PublishedResultRow,
  type ResultEvaluation,
  type ResultMethod,
  type ResultSettings,
  type ResultSettingsInput,
} from '@shared/contracts/reports';
import * as repo from './reports.repository';
import { categoryWinners, computeResults, evaluationRows, publicRow, type RankingSettings } from './ranking';
import { publishChoice } from './release.service';
import { AppError } from '@server/errors';
import { getProjectById, getProjectState, selectProjectCounts } from '@server/modules/projects';
import { peoplesChoice } from './peoples-choice.service';
import { progressPercentage } from '@shared/progress';
import { CSV_MIME, resultsCsv, resultsWorkbook, XLSX_MIME } from './results-export';
import { contentDisposition, safeFileName } from '@server/http/file-names';

export async function projectStatistics(db: Kysely<DB>, projectId: number): Promise<ProjectStatistics> {
  const c = await selectProjectCounts(db, projectId);
  return { ...c, progress_percentage: progressPercentage(c.completed_assignments, c.total_assignments) };
}

type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findResultSettings>>>;

function toSettings(row: SettingsRow | undefined): ResultSettings {
  if (!row) return defaultResultSettings;
  const weights = row.weights ? (JSON.parse(row.weights) as ResultSettings['weights']) : [];
  const tie = row.tie_break ? (JSON.parse(row.tie_break) as ResultSettings['tie_break']) : null;
  return {
    method: row.method,
    weights,
    tie_break: tie ?? defaultResultSettings.tie_break,
    peoples_choice: {
      enabled: row.peoples_choice_enabled === 1,
      votes_per_participant: row.votes_per_participant,
    },
  };
}

export async function getResultSettings(db: Kysely<DB>, projectId: number): Promise<ResultSettings> {
  return toSettings(await repo.findResultSettings(db, projectId));
}

/**
 * Changes the parts of the settings given. Weights and the tie-break criterion must name criteria of this
 * project (400 with the field); the check runs in the write's transaction with the criteria read shared, so a
 * criterion cannot be deleted between the check and the save.
 */
export async function updateResultSettings(
  db: Kysely<DB>,
  projectId: number,
  input: ResultSettingsInput,
): Promise<ResultSettings> {
  await db.transaction().execute(async (trx) => {
    await getProjectState(trx, projectId, 'share');
    const current = toSettings(await repo.findResultSettings(trx, projectId, 'update'));
    const named = [
      ...(input.weights ?? []).map((w) => ['weights', w.criterion_id] as const),
      ...(input.tie_break?.criterion_id ? [['tie_break', input.tie_break.criterion_id] as const] : []),
    ];
    if (named.length) {
      const known = new Set(await repo.selectCriterionIds(trx, projectId));
      const unknown = named.find(([, id]) => !known.has(id));
      if (unknown)
        throw new AppError(
          'INVALID_CHOICE',
          `${unknown[0]}: criterion ${unknown[1]} is not a criterion of this project`,
          { field: unknown[0] },
        );
    }
    const next: ResultSettings = {
      method: input.method ?? current.method,
      weights: input.weights === undefined ? current.weights : (input.weights ?? []),
      tie_break: input.tie_break ?? current.tie_break,
      peoples_choice: { ...current.peoples_choice, ...input.peoples_choice },
    };
    await repo.upsertResultSettings(trx, projectId, {
      method: next.method,
      weights: next.weights.length ? JSON.stringify(next.weights) : null,
      tie_break: JSON.stringify(next.tie_break),
      peoples_choice_enabled: next.peoples_choice.enabled ? 1 : 0,
      votes_per_participant: next.peoples_choice.votes_per_participant,
      updated_at: new Date().toISOString(),
    });
  });
  return getResultSettings(db, projectId);
}

const rankingSettings = (s: ResultSettings, method?: ResultMethod): RankingSettings => ({
  method: method ?? s.method,
  weights: new Map(s.weights.map((w) => [w.criterion_id, w.weight])),
  tie_break: s.tie_break,
});

export type ResultsQuery = { method?: ResultMethod | undefined; category?: string | undefined };

/** The organiser's results: both methods, ranked by `method` (default: the organiser's chosen one). */
export async function projectResults(
  db: Kysely<DB>,
  projectId: number,
  query: ResultsQuery = {},
): Promise<FairResultRow[]> {
  const settings = await getResultSettings(db, projectId);
  const facts = await repo.selectRankingFacts(db, projectId);
  return computeResults(facts, rankingSettings(settings, query.method), query.category);
}

/**
 * Every judge's evaluation (of one poster with `posterId`): scores, total (weighted as the settings say) and
 * comment, for the organiser to read beside the figures. A poster of another project has none.
 */
export async function resultEvaluations(
  db: Kysely<DB>,
  projectId: number,
  posterId?: number,
): Promise<ResultEvaluation[]> {
  const settings = await getResultSettings(db, projectId);
  return evaluationRows(
    await repo.selectCommentFacts(db, projectId, posterId),
    rankingSettings(settings).weights,
  );
}

/**
 * What participants and the public see once published (docs/decisions/020-judging-day.md, 064): never judges,
 * comments or per-criterion figures; under the stored scope, the winners of each category (no scores), the
 * ranking without scores, or the ranking with the organiser's chosen method's scores.
 */
export async function publishedResults(db: Kysely<DB>, projectId: number): Promise<PublishedResultRow[]> {
  const state = await getProjectState(db, projectId);
  if (effectivePhase(state.phase, state.judging_closes_at) !== 'published')
    throw new AppError('NOT_PUBLISHED', 'The results have not been published yet');
  const choice = await publishChoice(db, projectId);
  const scope = choice.scope ?? 'scores';
  const n = choice.winners_per_category;
  const settings = await getResultSettings(db, projectId);
  const facts = await repo.selectRankingFacts(db, projectId);
  const affiliation = new Map(facts.posters.map((p) => [p.poster_id, p.affiliation]));
  const named = (r: FairResultRow) => ({
    scope,
    ...publicRow(r),
    affiliation: affiliation.get(r.poster_id) ?? null,
  });
  if (scope === 'winners')
    return categoryWinners(facts, rankingSettings(settings), n).map((r) => {
      const { average_score: _a, evaluation_count: _e, ...row } = named(r);
      return row;
    });
  const rows = computeResults(facts, rankingSettings(settings));
  if (scope === 'ranking')
    return rows.map((r) => {
      const { average_score: _a, evaluation_count: _e, ...row } = named(r);
      return row;
    });
  return rows.map((r) => ({ ...named(r), method: settings.method, normalized_score: r.normalized_score }));
}

export type ExportFormat = 'xlsx' | 'csv';

/**
 * The results as a download: the .xlsx workbook (ranking, per criterion, judge x poster matrix, comments,
 * people's choice) or the ranking as .csv, named after the project ("{name} 결과.xlsx", ASCII fallback
 * "results-{slug}.xlsx").
 */
export async function exportResults(
  db: Kysely<DB>,
  projectId: number,
  format: ExportFormat,
  query: ResultsQuery,
) {
  const project = await getProjectById(db, projectId);
  const method = query.method ?? (await getResultSettings(db, projectId)).method;
  const rows = await projectResults(db, projectId, { ...query, method });
  const suffix = query.category ? ` ${query.category}` : '';
  const name = safeFileName(`${project.name}${suffix} 결과.${format}`);
  const fallback = `results-${project.slug}.${format}`;
  return {
    contentType: format === 'xlsx' ? XLSX_MIME : CSV_MIME,
    disposition: contentDisposition(name, fallback),
    body:
      format === 'xlsx'
        ? resultsWorkbook(
            rows,
            method,
            await resultEvaluations(db, projectId),
            await peoplesChoice(db, projectId),
          )
        : resultsCsv(rows, method),
  };
}
