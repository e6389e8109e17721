/** The star of a poster (a card in the gallery, the poster's page): adds it to my list or takes it out. */
import { useFavorites, useSetFavorite } from '../api/favorites';
import { useAttendeeT } from '../i18n/attendee';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

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
      <FailedAlert error={set.error} failed={t('star.failed')} small />
    </span>
  );
}
