/**
 * The organiser's screens: GET/POST /screens, PUT /screens/{id}, POST /screens/{id}/revoke, DELETE /screens/{id};
 * each answered with whether it is online and when it was last seen.
 */
import type { Screen, ScreenInput } from '@shared/contracts/screens';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectMutation,
  useProjectQuery,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

/**
 * A screen that goes silent sends no event: pages that show whether screens are online read them again this
 * often (a screen reads "last seen" at most a minute after the server would say so). One that comes online is
 * an event (`screen.online`), heard at once by useLiveProject.
 */
export const SCREENS_REFRESH_MS = 60_000;

const getScreens = (s: ProjectAdminScope) =>
  api<{ items: Screen[] }>(s.paths.screens.list(), { query: s.query });
export const useScreens = () => useProjectQuery(queryKeys.screens, getScreens, true, SCREENS_REFRESH_MS);

const createScreen = (s: ProjectAdminScope, body: ScreenInput) =>
  api<Screen>(s.paths.screens.list(), { method: 'POST', query: s.query, body });
export const useCreateScreen = () => useProjectMutation(createScreen);

const updateScreen = (s: ProjectAdminScope, { id, body }: { id: number; body: ScreenInput }) =>
  api<Screen>(s.paths.screens.one(id), { method: 'PUT', query: s.query, body });
export const useUpdateScreen = () => useProjectMutation(updateScreen);

const revokeScreen = (s: ProjectAdminScope, id: number) =>
  api<Screen>(s.paths.screens.revoke(id), { method: 'POST', query: s.query });
export const useRevokeScreen = () => useProjectMutation(revokeScreen);

const deleteScreen = (s: ProjectAdminScope, id: number) =>
  api<unknown>(s.paths.screens.one(id), { method: 'DELETE', query: s.query });
export const useDeleteScreen = () => useProjectMutation(deleteScreen);
