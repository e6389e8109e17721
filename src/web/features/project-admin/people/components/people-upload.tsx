/** The Excel upload box of the judges and participants pages: created, skipped, the first five errors. */
import {
  JUDGE_COLUMNS,
  JUDGE_REQUIRED,
  PARTICIPANT_COLUMNS,
  PARTICIPANT_REQUIRED,
} from '@shared/contracts/imports';
import type { TFunction } from '@web/i18n/core';
import { useDownloadTemplate } from '@web/features/project-admin/shell/api/download-template';
import { useUploadExcel } from '@web/features/project-admin/shell/api/upload-excel';
import { ExcelUpload } from '@web/features/project-admin/shell/components/excel-upload';
import { SheetColumns } from '@web/features/project-admin/shell/components/sheet-columns';
import { useProjectAdminT } from '@web/features/project-admin/shell/i18n/project-admin';
import { useDescribeBulk } from '../lib/use-describe-bulk';

const SHEETS = {
  judges: { columns: JUDGE_COLUMNS, required: JUDGE_REQUIRED },
  participants: { columns: PARTICIPANT_COLUMNS, required: PARTICIPANT_REQUIRED },
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
  const { columns, required } = SHEETS[kind];
  const optional = columns.filter((c) => !(required as readonly string[]).includes(c));
  return (
    <ExcelUpload
      title={title}
      hint={<SheetColumns required={required.map(column)} optional={optional.map(column)} />}
      upload={useUploadExcel(kind)}
      template={useDownloadTemplate(kind)}
      describe={useDescribeBulk()}
      failedMessage={t('upload.failed')}
    />
  );
}
