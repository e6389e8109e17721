/** GET /projects/{id}/results/export?format=xlsx|csv: the results file, saved as "{project} 결과.xlsx". */
import { useMutation } from '@tanstack/react-query';
import { useProject } from '@web/current-project/project-context';
import { downloadFile } from '@web/lib/api';
import type { ResultsParams } from './get-results';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export function useExportResults() {
  const s = useProjectAdminScope();
  const project = useProject();
  return useMutation({
    mutationFn: ({ format, ...p }: ResultsParams & { format: 'xlsx' | 'csv' }) =>
      downloadFile(
        s.paths.results.export(),
        `${project.name}${p.category ? ` ${p.category}` : ''} 결과.${format}`,
        { ...s.query, ...p, format },
      ),
  });
}
