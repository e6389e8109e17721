/**
 * POST /projects/{id}/{posters|judges|users}/upload-excel[?dry_run=true]: the file as multipart; a dry run answers
 * what would change (new, changed, unchanged, errors) and writes nothing.
 */
import type { BulkUploadResponse, PosterUploadResponse } from '@shared/contracts/imports';
import { api } from '@web/lib/api';
import { fileForm } from './file-form';
import { useProjectMutation, type ProjectAdminScope } from './scope';

export type UploadVars = { file: File; dryRun: boolean };
type Answers = {
  posters: PosterUploadResponse;
  judges: BulkUploadResponse;
  participants: BulkUploadResponse;
};

export const uploadExcel =
  <K extends keyof Answers>(kind: K) =>
  (s: ProjectAdminScope, v: UploadVars) =>
    api<Answers[K]>(s.paths[kind].uploadExcel(), {
      method: 'POST',
      query: { ...s.query, ...(v.dryRun ? { dry_run: 'true' } : {}) },
      form: fileForm(v.file),
    });

export const useUploadExcel = <K extends keyof Answers>(kind: K) => useProjectMutation(uploadExcel(kind));
