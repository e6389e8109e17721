/** The columns a spreadsheet upload reads, for the hint above the upload box. */
import { Fragment } from 'react';
import { useProjectAdminT } from '../i18n/project-admin';

/** A column: its header as the sheet must have it, and what it holds in the page's language. */
export type SheetColumn = { name: string; holds: string };

/**
 * Each header is written as the import reads it, marked `translate="no"`: it is typed into the sheet letter for
 * letter, in any language of the page (decision 070); what it holds is said beside it.
 */
export function SheetColumns({
  required,
  optional,
  note,
}: {
  required: SheetColumn[];
  optional: SheetColumn[];
  note?: string;
}) {
  const { t } = useProjectAdminT();
  const list = (columns: SheetColumn[]) =>
    columns.map((c, i) => (
      <Fragment key={c.name}>
        {i > 0 ? ', ' : null}
        <code translate="no">{c.name}</code> ({c.holds})
      </Fragment>
    ));
  return (
    <>
      <p>
        {t('upload.required')}: {list(required)}
      </p>
      {optional.length ? (
        <p>
          {t('upload.optional')}: {list(optional)}
        </p>
      ) : null}
      {note ? <p>{note}</p> : null}
    </>
  );
}
