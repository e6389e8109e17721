/** admin/screens: the poster hall's screens, a form to register one, each one's pairing link, replace and delete. */
import { useState, type FormEvent } from 'react';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useCreateScreen, useDeleteScreen, useRevokeScreen, useScreens } from '../api/screens';
import { useScreensT } from '../i18n/screens';
import '../screens.css';

function ScreenForm() {
  const { t } = useScreensT();
  const create = useCreateScreen();
  const [name, setName] = useState('');
  const [place, setPlace] = useState('');
  const [orientation, setOrientation] = useState<'landscape' | 'portrait'>('landscape');
  const [categories, setCategories] = useState('');
  const [idle, setIdle] = useState('60');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = categories
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    create.mutate(
      {
        name,
        place,
        orientation,
        roster: list.length ? { categories: list } : {},
        idle_seconds: Number(idle),
      },
      saidAs(t('added'), t('addFailed'), () => setName('')),
    );
  };
  return (
    <form className="card stack" onSubmit={submit}>
      <label>
        {t('name')}
        <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('place')}
        <input maxLength={200} value={place} onChange={(e) => setPlace(e.target.value)} />
      </label>
      <label>
        {t('orientation')}
        <select
          value={orientation}
          onChange={(e) => setOrientation(e.target.value === 'portrait' ? 'portrait' : 'landscape')}
        >
          <option value="landscape">{t('landscape')}</option>
          <option value="portrait">{t('portrait')}</option>
        </select>
      </label>
      <label>
        {t('categories')}
        <input value={categories} onChange={(e) => setCategories(e.target.value)} />
      </label>
      <label>
        {t('idle')}
        <input type="number" min={5} max={3600} value={idle} onChange={(e) => setIdle(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {t('add')}
      </button>
    </form>
  );
}

export default function ScreensPage() {
  const { t } = useScreensT();
  const scope = useProjectAdminScope();
  const q = useScreens();
  const revoke = useRevokeScreen();
  const del = useDeleteScreen();
  return (
    <ProjectAdminPage title={t('title')} slug={scope.slug}>
      <p>{t('intro')}</p>
      <ScreenForm />
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          q.data?.items.length ? (
            <ul className="stack">
              {q.data.items.map((s) => (
                <li key={s.id} className="card stack">
                  <h2>{s.name}</h2>
                  <p>
                    {[s.place, t(s.orientation), s.roster.categories?.join(', ') || t('all')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="screen-link">
                    {t('link')}: <a href={s.url}>{s.url}</a>
                  </p>
                  <div className="row">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => revoke.mutate(s.id, saidAs(t('revoked'), t('failed')))}
                    >
                      {t('revoke')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger"
                      onClick={() => del.mutate(s.id, saidAs(t('removed'), t('failed')))}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('empty')}</p>
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
