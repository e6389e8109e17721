/** PUT /projects/{id}/results/settings: any part of the ranking settings. */
import type { ResultSettings, ResultSettingsInput } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const updateResultSettings = (s: ProjectAdminScope, input: ResultSettingsInput) =>
  api<ResultSettings>(s.paths.results.settings(), { method: 'PUT', query: s.query, body: input });
export const useUpdateResultSettings = () => useProjectMutation(updateResultSettings);
