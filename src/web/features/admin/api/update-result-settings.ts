/** PUT /projects/{id}/results/settings: any part of the ranking settings. */
import type { ResultSettings, ResultSettingsInput } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const updateResultSettings = (s: AdminScope, input: ResultSettingsInput) =>
  api<ResultSettings>(`${s.base}/results/settings`, { method: 'PUT', query: s.query, body: input });
export const useUpdateResultSettings = () => useProjectMutation(updateResultSettings);
