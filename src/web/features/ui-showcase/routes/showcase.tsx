/**
 * /ui: every component of the interface in each of its states, in the page's language, with sample words and no
 * data (decision 075). Public and kept out of search engines; a lazy chunk like every page, so it costs the others
 * nothing. A new component joins a section here.
 */
import { useEffect } from 'react';
import { PageHeader } from '@web/components/ui/layout/page-header';
import { BadgeSamples } from '../components/badge-samples';
import { ButtonSamples } from '../components/button-samples';
import { CardSamples, EmptySamples } from '../components/card-samples';
import { FormSamples } from '../components/form-samples';
import { DialogSamples, NoticeSamples } from '../components/notice-samples';
import { SampleSection } from '../components/sample-section';
import { TableSamples } from '../components/table-samples';
import { TokenSamples } from '../components/token-samples';
import { useShowcaseT } from '../i18n/showcase';
import '../showcase.css';

const sections = [
  ['tokens', TokenSamples],
  ['buttons', ButtonSamples],
  ['badges', BadgeSamples],
  ['table', TableSamples],
  ['cards', CardSamples],
  ['empty', EmptySamples],
  ['forms', FormSamples],
  ['notices', NoticeSamples],
  ['dialogs', DialogSamples],
] as const;

export default function ShowcasePage() {
  const { t } = useShowcaseT();
  const title = t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="container page-column showcase">
      <meta name="robots" content="noindex" />
      <PageHeader title={title} subtitle={t('subtitle')} />
      <nav aria-label={t('contents')}>
        <ul className="inline-list showcase-contents">
          {sections.map(([key]) => (
            <li key={key}>
              <a href={`#section-${key}`}>{t(`section.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(([key, Samples]) => (
        <SampleSection key={key} id={`section-${key}`} title={t(`section.${key}`)}>
          <Samples />
        </SampleSection>
      ))}
    </div>
  );
}
