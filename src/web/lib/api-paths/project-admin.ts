/** The organiser's API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

/** What the organiser does alike to posters, judges and participants: one, deletes, spreadsheet uploads. */
const records = (list: string) => ({
  list: () => list,
  one: (id: number) => `${list}/${id}`,
  deletePreview: (id: number) => `${list}/${id}/delete-preview`,
  bulkDelete: () => `${list}/bulk-delete`,
  bulkDeletePreview: () => `${list}/bulk-delete-preview`,
  uploadExcel: () => `${list}/upload-excel`,
  template: () => `${list}/download-template`,
});

export function projectAdminApi(projectId: number) {
  const project = projectsApi.one(projectId);
  const posters = `${project}/posters`;
  const judges = `${project}/judges`;
  const assignments = `${project}/assignments`;
  const criteria = `${project}/evaluation-criteria`;
  const results = `${project}/results`;
  return {
    login: () => `${project}/login`,
    posters: {
      ...records(posters),
      images: (posterId: number) => `${posters}/${posterId}/images`,
      audio: (posterId: number) => `${posters}/${posterId}/audio`,
      qrCode: (posterId: number) => `${posters}/${posterId}/qr.svg`,
      presenterLink: (posterId: number) => `${posters}/${posterId}/presenter-link`,
      /** The organiser's review of the newest file (PUT), and an upload for the presenter (POST .../file). */
      submission: (posterId: number) => `${posters}/${posterId}/submission`,
      submissionFile: (posterId: number) => `${posters}/${posterId}/submission/file`,
    },
    /** Images a sheet named by URL that are not fetched yet, and their retries (decision 049). */
    imageFetches: {
      list: () => `${project}/image-fetches`,
      retry: (id: number) => `${project}/image-fetches/${id}/retry`,
      retryAll: () => `${project}/image-fetches/retry`,
    },
    judges: { ...records(judges), accessLink: (judgeId: number) => `${judges}/${judgeId}/access-link` },
    participants: records(`${project}/users`),
    criteria: { list: () => criteria, one: (id: number) => `${criteria}/${id}` },
    screens: {
      list: () => `${project}/screens`,
      one: (id: number) => `${project}/screens/${id}`,
      revoke: (id: number) => `${project}/screens/${id}/revoke`,
    },
    assignments: {
      list: () => assignments,
      one: (id: number) => `${assignments}/${id}`,
      bulk: () => `${assignments}/bulk`,
      plan: () => `${assignments}/plan`,
    },
    /** Conflicts of interest in force; clearing one (the organiser disputes it). */
    conflicts: { list: () => `${project}/conflicts`, clear: () => `${project}/conflicts/clear` },
    dashboard: () => `${project}/dashboard`,
    /** The organiser's day as a path: before, on and after the day, and the next step. */
    checklist: () => `${project}/checklist`,
    statistics: () => `${project}/statistics`,
    progress: () => `${project}/progress`,
    phase: () => `${project}/phase`,
    /** What closing judging or publishing would leave out (decision 064). */
    phaseMissing: () => `${project}/phase/missing`,
    /** The live dashboard's event stream. */
    events: () => `${project}/events`,
    audit: () => `${project}/audit`,
    /** The abstract book: its state (GET), a new build (POST), publishing (PUT), and its files. */
    abstractBook: {
      state: () => `${project}/abstract-book`,
      file: (kind: 'pdf' | 'xlsx') => `${project}/abstract-book.${kind}`,
    },
    /** The mail log, a message's resend, and the four batches (each also as CSV for a mail merge). */
    mail: {
      log: () => `${project}/mail`,
      resend: (id: number) => `${project}/mail/${id}/resend`,
      batch: (kind: string) => `${project}/mail/${kind}`,
      batchCsv: (kind: string) => `${project}/mail/${kind}.csv`,
    },
    /** Questions to presenters (decision 053): every one of the project, and hiding one. */
    questions: {
      list: () => `${project}/questions`,
      one: (posterId: number, questionId: number) => `${posters}/${posterId}/questions/${questionId}`,
    },
    /** The poster hall (decision 051): poster sessions, the boards and their numbering. */
    sessions: { list: () => `${project}/sessions`, one: (id: number) => `${project}/sessions/${id}` },
    boards: { list: () => `${project}/boards`, numbering: () => `${project}/boards/numbering` },
    /** The board of the presenters' files, its bulk approval, its settings and the presenters' links. */
    submissions: {
      list: () => `${project}/submissions`,
      approve: () => `${project}/submissions/approve`,
      settings: () => `${project}/submission-settings`,
      issueLinks: () => `${project}/presenter-links`,
      linksCsv: () => `${project}/presenter-links.csv`,
    },
    results: {
      list: () => results,
      export: () => `${results}/export`,
      settings: () => `${results}/settings`,
      evaluations: () => `${results}/evaluations`,
      peoplesChoice: () => `${results}/peoples-choice`,
    },
  };
}

export type ProjectAdminApi = ReturnType<typeof projectAdminApi>;

/** The lists the organiser imports from spreadsheets and deletes from (participants: the API's `users`). */
export type RecordKind = 'posters' | 'judges' | 'participants';
