/**
 * /auth/oidc/callback: where the institution's provider sends the browser back. The answer (code, state) goes to
 * the server once and leaves the address bar; signed in, the person goes on to the page they were going to; a
 * refusal is said in the page's language with the way back to the sign-in page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { OIDC_FROM_KEY } from '@web/lib/storage';
import { paths } from '@web/lib/paths';
import { useFinishSignIn } from '../api/finish-sign-in';
import { useSignInT } from '../i18n/sign-in';

export default function InstitutionAnswerPage() {
  const { t } = useSignInT();
  const finish = useFinishSignIn();
  const [back, setBack] = useState<string>(paths.home());
  const sent = useRef(false);
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const params = window.location.search.slice(1);
    window.history.replaceState(null, '', window.location.pathname);
    setBack(sessionStorage.getItem(OIDC_FROM_KEY) ?? paths.home());
    finish.mutate(params);
  }, [finish]);
  return (
    <div className="container-narrow stack">
      <div className="card stack">
        <h1>{t('title')}</h1>
        {finish.error ? null : <p className="muted">{t('signingIn')}</p>}
        <FailedAlert error={finish.error} failed={t('failed')} />
        {finish.error ? <Link to={back}>{t('back')}</Link> : null}
      </div>
    </div>
  );
}
