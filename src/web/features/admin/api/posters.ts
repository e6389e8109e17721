import { useQuery } from '@tanstack/react-query';
import type { Poster, PosterUpdate, PosterUploadResponse } from '../../../../shared/contracts/posters';
import { api, downloadFile } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { fileForm, type AdminScope } from './scope';

export function usePosters(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.posters(s.projectId),
    queryFn: () => api<Poster[]>(`${s.base}/posters`, { query: s.query }),
  });
}

export function usePoster(s: AdminScope, id: number) {
  return useQuery({
    queryKey: queryKeys.poster(s.projectId, id),
    queryFn: () => api<Poster>(`${s.base}/posters/${id}`, { query: s.query }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const updatePoster = (s: AdminScope, id: number, body: PosterUpdate) =>
  api<Poster>(`${s.base}/posters/${id}`, { method: 'PUT', query: s.query, body });

export const deletePoster = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/posters/${id}`, { method: 'DELETE', query: s.query });

export const uploadPosterExcel = (s: AdminScope, file: File) =>
  api<PosterUploadResponse>(`${s.base}/posters/upload-excel`, {
    method: 'POST',
    query: s.query,
    form: fileForm(file),
  });

export const downloadPosterTemplate = (s: AdminScope) =>
  downloadFile(`${s.base}/posters/download-template`, 'poster_upload_template.xlsx', s.query);

export const uploadPosterImages = (s: AdminScope, id: number, files: File[]) =>
  api<unknown>(`${s.base}/posters/${id}/images`, { method: 'POST', query: s.query, form: fileForm(files) });

export const removePosterImage = (s: AdminScope, id: number, url: string) =>
  api<unknown>(`${s.base}/posters/${id}/images`, { method: 'DELETE', query: { ...s.query, url } });

export const uploadPosterAudio = (s: AdminScope, id: number, file: File) =>
  api<unknown>(`${s.base}/posters/${id}/audio`, { method: 'POST', query: s.query, form: fileForm(file) });
