/** The Excel upload box of the judges and participants pages: created, skipped, the first five errors. */
import type { TFunction } from '@web/i18n/core';
import { useDownloadTemplate } from '@web/features/project-admin/shell/api/download-template';
import { useUploadExcel } from '@web/features/project-admin/shell/api/upload-excel';
import { ExcelUpload } from '@web/features/project-admin/shell/components/excel-upload';
import { SheetColumns } from '@web/features/project-admin/shell/components/sheet-columns';
import { useProjectAdminT } from '@web/features/project-admin/shell/i18n/project-admin';
import { useDescribeBulk } from '../lib/use-describe-bulk';

/** Each sheet's columns as the import reads them (src/server/modules/imports/import-rows.ts). */
const SHEETS = {
  judges: {
    required: ['username', 'full_name', 'email'],
    optional: ['password', 'affiliation', 'specialty'],
  },
  participants: { required: ['username', 'password', 'email'], optional: ['full_name'] },
};

/** `t`: the page's messages, whose `sheet` says what each column holds. */
export function PeopleUpload({
  kind,
  title,
  t: pageT,
}: {
  kind: 'judges' | 'participants';
  title: string;
  t: TFunction;
}) {
  const { t } = useProjectAdminT();
  const column = (name: string) => ({ name, holds: pageT(`sheet.${name}`) });
  return (
    <ExcelUpload
      title={title}
      hint={
        <SheetColumns
          required={SHEETS[kind].required.map(column)}
          optional={SHEETS[kind].optional.map(column)}
        />
      }
      upload={useUploadExcel(kind)}
      template={useDownloadTemplate(kind)}
      describe={useDescribeBulk()}
      failedMessage={t('upload.failed')}
    />
  );
}
