/** The star of a poster (a card in the gallery, the poster's page): adds it to my list or takes it out. */
import { failedWith } from '@web/lib/error-message';
import { useFavorites, useSetFavorite } from '../api/favorites';
import { useAttendeeT } from '../i18n/attendee';

export function StarButton({
  projectId,
  posterId,
  title,
}: {
  projectId: number;
  posterId: number;
  title: string;
}) {
  const { t } = useAttendeeT();
  const q = useFavorites(projectId);
  const set = useSetFavorite(projectId);
  const starred = q.data?.posters.some((p) => p.id === posterId) ?? false;
  return (
    <span className="star-box">
      <button
        type="button"
        className={starred ? 'btn star-button starred' : 'btn star-button'}
        aria-pressed={starred}
        aria-label={`${starred ? t('star.remove') : t('star.add')}: ${title}`}
        disabled={!q.data || set.isPending}
        onClick={() => set.mutate({ posterId, starred: !starred })}
      >
        <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      </button>
      {set.error ? (
        <span className="alert-inline small" role="alert">
          {failedWith(t('star.failed'), set.error)}
        </span>
      ) : null}
    </span>
  );
}
