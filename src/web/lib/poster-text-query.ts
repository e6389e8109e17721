/**
 * A poster read as text (decision 092): GET /projects/{id}/posters/{posterId}/text for a member of the project,
 * .../kiosk/posters/{posterId}/text for a kiosk's screen, GET /projects/{id}/public-posters/{posterId}/text for a
 * visitor without an account (null unless the project lets anyone with the link read its posters). The poster's
 * text page and the kiosk's ask it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PosterText } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';
import { queryKeys } from '@web/lib/query-keys';

/** Who reads: a member of the project, a kiosk's screen, or a visitor by the link. */
export type TextReader = 'member' | 'kiosk' | 'public';

export const posterTextQuery = (projectId: number, posterId: number, reader: TextReader) =>
  queryOptions({
    queryKey: [...queryKeys.poster(projectId, posterId), 'text', reader] as const,
    queryFn: async (): Promise<PosterText | null> => {
      const paths = participantApi(projectId);
      if (reader === 'member') return api<PosterText>(paths.posterText(posterId));
      if (reader === 'kiosk') return api<PosterText>(paths.kioskPosterText(posterId));
      return (await api<{ text: PosterText | null }>(paths.publicPosterText(posterId))).text;
    },
    staleTime: 60_000,
  });

export const usePosterText = (projectId: number, posterId: number, reader: TextReader, enabled: boolean) =>
  useQuery({ ...posterTextQuery(projectId, posterId, reader), enabled });
