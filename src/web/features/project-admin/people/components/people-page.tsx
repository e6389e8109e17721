/** The judges and participants pages: an add button, the Excel upload, and the list counted in its heading. */
import type { ReactNode } from 'react';
import type { TFunction } from '@web/i18n/core';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import {
  ProjectAdminTable,
  type ProjectAdminTableProps,
} from '@web/features/project-admin/shell/components/project-admin-table';
import { PeopleUpload } from './people-upload';

/**
 * Worded by the page's messages: `title`, `add`, `uploadTitle`, `sheet` (the upload's columns), `count` and
 * `loadFailed`.
 * `children` come after the table (the page's dialog).
 */
export function PeoplePage<T extends { id: number }, K extends string>({
  kind,
  t,
  onAdd,
  children,
  ...table
}: {
  kind: 'judges' | 'participants';
  t: TFunction;
  onAdd: () => void;
  children: ReactNode;
} & Omit<ProjectAdminTableProps<T, K>, 'heading' | 'label' | 'failed'>) {
  const add = (
    <button type="button" className="btn btn-primary" onClick={onAdd}>
      {t('add')}
    </button>
  );
  return (
    <ProjectAdminPage title={t('title')} actions={add}>
      <PeopleUpload kind={kind} title={t('uploadTitle')} t={t} />
      <ProjectAdminTable
        heading={(total) => <span className="muted">{t('count', { count: total })}</span>}
        label={t('title')}
        failed={t('loadFailed')}
        {...table}
      />
      {children}
    </ProjectAdminPage>
  );
}
