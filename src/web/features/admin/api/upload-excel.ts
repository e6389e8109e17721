/** POST /projects/{id}/{posters|judges|users}/upload-excel: the file as multipart, the server's counts back. */
import type { BulkUploadResponse, PosterUploadResponse } from '../../../../shared/contracts/posters';
import { api } from '../../../lib/api';
import { fileForm, useProjectMutation, type AdminScope } from './scope';

type Answers = { posters: PosterUploadResponse; judges: BulkUploadResponse; users: BulkUploadResponse };

export const uploadExcel =
  <K extends keyof Answers>(kind: K) =>
  (s: AdminScope, file: File) =>
    api<Answers[K]>(`${s.base}/${kind}/upload-excel`, {
      method: 'POST',
      query: s.query,
      form: fileForm(file),
    });

export const useUploadExcel = <K extends keyof Answers>(kind: K) => useProjectMutation(uploadExcel(kind));
