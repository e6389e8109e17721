/** The Excel upload box of the judges and participants pages: created, skipped, the first five errors. */
import { useDownloadTemplate } from '@web/features/project-admin/shell/api/download-template';
import { useUploadExcel } from '@web/features/project-admin/shell/api/upload-excel';
import { ExcelUpload } from '@web/features/project-admin/shell/components/excel-upload';
import { useProjectAdminT } from '@web/features/project-admin/shell/i18n/project-admin';
import { useDescribeBulk } from '../lib/use-describe-bulk';

export function PeopleUpload({
  kind,
  title,
  hint,
}: {
  kind: 'judges' | 'participants';
  title: string;
  hint: string;
}) {
  const { t } = useProjectAdminT();
  return (
    <ExcelUpload
      title={title}
      hint={hint}
      upload={useUploadExcel(kind)}
      template={useDownloadTemplate(kind)}
      describe={useDescribeBulk()}
      failedMessage={t('upload.failed')}
    />
  );
}
