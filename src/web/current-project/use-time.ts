// The dates and times of the current page (own file: the project context stays free of the i18n core).
import { useContext, useMemo } from 'react';
import { DEFAULT_TIME_ZONE, timeIn, type TimeFormat } from '@shared/time';
import { asLanguage, useTranslation } from '../i18n';
import { ProjectContext } from './project-context';

/**
 * @shared/time's formatters in the page's language and its project's time zone (`zone` for a page about a
 * project it is not inside, such as the super admin's; Seoul outside any). The server's render and the browser
 * write the same text: the project's zone, not the reader's.
 */
export function useTime(zone?: string): TimeFormat {
  const project = useContext(ProjectContext)?.project;
  const lang = asLanguage(useTranslation().i18n.language);
  const timeZone = zone ?? project?.time_zone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => timeIn(timeZone, lang), [timeZone, lang]);
}
