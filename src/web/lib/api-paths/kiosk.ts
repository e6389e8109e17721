/** A kiosk's API addresses inside a project (see projects.ts for how the API's addresses are kept). */
import { projectsApi } from './projects';

export function kioskApi(projectId: number) {
  const kiosk = `${projectsApi.one(projectId)}/kiosk`;
  return {
    /** Pairing with a screen's link. */
    access: () => `${kiosk}/access`,
    /** The roster, searched with `q`. */
    posters: () => `${kiosk}/posters`,
    /** One poster of the roster. */
    poster: (posterId: number) => `${kiosk}/posters/${posterId}`,
    /** The kiosk says it is alive (every KIOSK_HEARTBEAT_MS while it has a network). */
    heartbeat: () => `${kiosk}/heartbeat`,
    /** The live stream: "roster" when the roster may have changed. */
    events: () => `${kiosk}/events`,
  };
}
