import { useQuery } from '@tanstack/react-query';
import type {
  JudgeCreate,
  JudgeRow,
  JudgeUpdate,
  Participant,
  ParticipantCreate,
} from '../../../../shared/contracts/people';
import type { BulkUploadResponse } from '../../../../shared/contracts/posters';
import { api, downloadFile } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { fileForm, type AdminScope } from './scope';

/* Judges */
export function useJudges(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.judges(s.projectId),
    queryFn: () => api<JudgeRow[]>(`${s.base}/judges`, { query: s.query }),
  });
}
export const createJudge = (s: AdminScope, body: JudgeCreate) =>
  api<JudgeRow>(`${s.base}/judges`, { method: 'POST', query: s.query, body });
export const updateJudge = (s: AdminScope, id: number, body: JudgeUpdate) =>
  api<JudgeRow>(`${s.base}/judges/${id}`, { method: 'PUT', query: s.query, body });
export const deleteJudge = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/judges/${id}`, { method: 'DELETE', query: s.query });
export const uploadJudgesExcel = (s: AdminScope, file: File) =>
  api<BulkUploadResponse>(`${s.base}/judges/upload-excel`, {
    method: 'POST',
    query: s.query,
    form: fileForm(file),
  });
export const downloadJudgeTemplate = (s: AdminScope) =>
  downloadFile(`${s.base}/judges/download-template`, 'judge_upload_template.xlsx', s.query);

/* Participants */
export function useParticipants(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.users(s.projectId),
    queryFn: () => api<Participant[]>(`${s.base}/users`, { query: s.query }),
  });
}
export const createParticipant = (s: AdminScope, body: ParticipantCreate) =>
  api<Participant>(`${s.base}/users`, { method: 'POST', query: s.query, body });
export const deleteParticipant = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/users/${id}`, { method: 'DELETE', query: s.query });
export const uploadParticipantsExcel = (s: AdminScope, file: File) =>
  api<BulkUploadResponse>(`${s.base}/users/upload-excel`, {
    method: 'POST',
    query: s.query,
    form: fileForm(file),
  });
export const downloadParticipantTemplate = (s: AdminScope) =>
  downloadFile(`${s.base}/users/download-template`, 'user_upload_template.xlsx', s.query);
