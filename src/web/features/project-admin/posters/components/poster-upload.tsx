/** The posters page's upload: the spreadsheet (and the images it names) in, what it did said line by line. */
import { POSTER_COLUMNS, POSTER_REQUIRED, type PosterUploadResponse } from '@shared/contracts/imports';
import { rowErrorMessage } from '@web/lib/row-error-message';
import { useDownloadTemplate } from '@web/features/project-admin/shell/api/download-template';
import { useUploadExcel } from '@web/features/project-admin/shell/api/upload-excel';
import { ExcelUpload } from '@web/features/project-admin/shell/components/excel-upload';
import { SheetColumns } from '@web/features/project-admin/shell/components/sheet-columns';
import { errorLines, type UploadLine } from '@web/features/project-admin/shell/lib/upload-lines';
import { usePostersT } from '../i18n/posters';

const OPTIONAL = POSTER_COLUMNS.filter((c) => !(POSTER_REQUIRED as readonly string[]).includes(c));

export function PosterUpload() {
  const { t } = usePostersT();
  const column = (name: string) => ({ name, holds: t(`upload.columns.${name}`) });
  const describe = (r: PosterUploadResponse): UploadLine[] => {
    const d = r?.details;
    if (!d) return [];
    return [
      { kind: 'count', text: t('upload.postersCreated', { count: d.posters_created }) },
      { kind: 'count', text: t('upload.imagesUploaded', { count: d.images_uploaded }) },
      { kind: 'count', text: t('upload.withImages', { count: d.posters_with_images }) },
      { kind: 'count', text: t('upload.withoutImages', { count: d.posters_without_images }) },
      ...(d.skipped_count > 0
        ? [{ kind: 'count' as const, text: t('projectAdmin:upload.skipped', { count: d.skipped_count }) }]
        : []),
      ...errorLines(r.error_rows.map(rowErrorMessage), (n) => t('projectAdmin:upload.andMore', { count: n })),
      ...(r.warning_rows.length > 0
        ? [{ kind: 'count' as const, text: t('upload.imagesLeftOut', { count: r.warning_rows.length }) }]
        : []),
      ...errorLines(r.warning_rows.map(rowErrorMessage), (n) =>
        t('projectAdmin:upload.andMore', { count: n }),
      ),
    ];
  };
  return (
    <ExcelUpload
      title={t('upload.title')}
      hint={
        <SheetColumns
          required={POSTER_REQUIRED.map(column)}
          optional={OPTIONAL.map(column)}
          note={t('upload.note')}
        />
      }
      upload={useUploadExcel('posters')}
      template={useDownloadTemplate('posters')}
      describe={describe}
      failedMessage={t('upload.failed')}
    />
  );
}
