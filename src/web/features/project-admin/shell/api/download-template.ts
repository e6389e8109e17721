/** GET /projects/{id}/{posters|judges|users}/download-template: the Excel template, saved under its name. */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api';
import { useAdminScope } from './project-admin-scope';

const files = {
  posters: 'poster_upload_template.xlsx',
  judges: 'judge_upload_template.xlsx',
  users: 'user_upload_template.xlsx',
} as const;

export function useDownloadTemplate(kind: keyof typeof files) {
  const s = useAdminScope();
  return useMutation({
    mutationFn: () => downloadFile(`${s.base}/${kind}/download-template`, files[kind], s.query),
  });
}
