/** A badge of each tone, one with a dot, and a badge that is a button (a status switched in place). */
import { useState } from 'react';
import { Badge, BadgeDot } from '@web/components/ui/layout/badge';
import { badgeClass, tones } from '@web/components/ui/layout/badge-tone';
import { useShowcaseT } from '../i18n/showcase';

export function BadgeSamples() {
  const { t } = useShowcaseT();
  const [on, setOn] = useState(true);
  return (
    <div className="stack">
      <div className="row">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {t(`badges.${tone}`)}
          </Badge>
        ))}
      </div>
      <div className="row">
        <Badge tone="success" dot>
          {t('badges.dot')}
        </Badge>
        <button type="button" className={badgeClass(on ? 'success' : 'neutral')} onClick={() => setOn(!on)}>
          <BadgeDot />
          {t(on ? 'badges.dot' : 'badges.dotOff')}
        </button>
        <span className="small muted">{t('badges.toggle')}</span>
      </div>
    </div>
  );
}
