/** The Excel upload box of the judges and participants pages: created, skipped, the first five errors. */
import { useDownloadTemplate } from '../api/download-template';
import { useUploadExcel } from '../api/upload-excel';
import { ExcelUpload } from './excel-upload';
import { useAdminT } from '../i18n/admin';
import { useDescribeBulk } from './upload-describe';

export function PeopleUpload({
  kind,
  title,
  hint,
}: {
  kind: 'judges' | 'users';
  title: string;
  hint: string;
}) {
  const { t } = useAdminT();
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
