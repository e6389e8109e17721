/**
 * admin/screens: the poster hall's screens, a form to register one (what it shows: categories and poster sessions,
 * decision 058), each one's pairing link, replace and delete.
 */
import { useState, type FormEvent } from 'react';
import type { Roster } from '@shared/contracts/screens';
import type { PosterSession } from '@shared/contracts/sessions';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { usePosterSessions } from '@web/features/project-admin/boards/api/boards';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useCreateScreen, useDeleteScreen, useRevokeScreen, useScreens } from '../api/screens';
import { useScreensT } from '../i18n/screens';
import '../screens.css';

/** The poster sessions a screen shows, chosen among the project's (none chosen: no session narrows it). */
function SessionChoice({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useScreensT();
  const sessions = usePosterSessions().data ?? [];
  if (sessions.length === 0) return null;
  return (
    <fieldset className="field">
      <legend>{t('sessions')}</legend>
      {sessions.map((s) => (
        <label key={s.id} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(s.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id))
            }
          />{' '}
          {s.name} · {s.date} {s.starts_at}–{s.ends_at}
        </label>
      ))}
    </fieldset>
  );
}

/** What a screen shows, in words: its categories and sessions, or every approved poster. */
function rosterWords(roster: Roster, sessions: PosterSession[], all: string): string {
  const names = (roster.session_ids ?? []).map((id) => sessions.find((s) => s.id === id)?.name ?? `#${id}`);
  return [...(roster.categories ?? []), ...names].join(', ') || all;
}

function ScreenForm() {
  const { t } = useScreensT();
  const create = useCreateScreen();
  const [name, setName] = useState('');
  const [place, setPlace] = useState('');
  const [orientation, setOrientation] = useState<'landscape' | 'portrait'>('landscape');
  const [categories, setCategories] = useState('');
  const [sessionIds, setSessionIds] = useState<number[]>([]);
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
        roster: {
          ...(list.length ? { categories: list } : {}),
          ...(sessionIds.length ? { session_ids: sessionIds } : {}),
        },
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
      <SessionChoice chosen={sessionIds} onChange={setSessionIds} />
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
  const sessions = usePosterSessions().data ?? [];
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
                    {[s.place, t(s.orientation), rosterWords(s.roster, sessions, t('all'))]
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
