/**
 * The poster hall (decision 051): the project's poster sessions (GET/POST/PUT/DELETE /sessions), the boards
 * (GET /boards) and their numbering (POST /boards/numbering, apply false for the preview).
 */
import type {
  BoardListItem,
  BoardNumbering,
  BoardNumberingResult,
  PosterSession,
  PosterSessionCreate,
  PosterSessionUpdate,
} from '@shared/contracts/sessions';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectMutation,
  useProjectQuery,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

export const getSessions = (s: ProjectAdminScope) =>
  api<PosterSession[]>(s.paths.sessions.list(), { query: s.query });
export const usePosterSessions = () => useProjectQuery(queryKeys.posterSessions, getSessions);

export const useCreateSession = () =>
  useProjectMutation((s, body: PosterSessionCreate) =>
    api<PosterSession>(s.paths.sessions.list(), { method: 'POST', query: s.query, body }),
  );
export const useUpdateSession = () =>
  useProjectMutation((s, { id, body }: { id: number; body: PosterSessionUpdate }) =>
    api<PosterSession>(s.paths.sessions.one(id), { method: 'PUT', query: s.query, body }),
  );
export const useDeleteSession = () =>
  useProjectMutation((s, id: number) =>
    api<unknown>(s.paths.sessions.one(id), { method: 'DELETE', query: s.query }),
  );

export const getBoards = (s: ProjectAdminScope) =>
  api<BoardListItem[]>(s.paths.boards.list(), { query: s.query });
export const useBoards = () => useProjectQuery(queryKeys.boards, getBoards);

export const useNumberBoards = () =>
  useProjectMutation((s, body: BoardNumbering) =>
    api<BoardNumberingResult>(s.paths.boards.numbering(), { method: 'POST', query: s.query, body }),
  );
