/** GET /projects/{id}/{posters|judges|users}/download-template: the Excel template, saved under its name. */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api';
import { useProjectAdminScope } from './scope';

const files = {
  posters: 'poster_upload_template.xlsx',
  judges: 'judge_upload_template.xlsx',
  participants: 'user_upload_template.xlsx',
} as const;

export function useDownloadTemplate(kind: keyof typeof files) {
  const s = useProjectAdminScope();
  return useMutation({
    mutationFn: () => downloadFile(s.paths[kind].template(), files[kind], s.query),
  });
}
