/** The hall map's and certificates' API addresses inside a project (see projects.ts for how addresses are kept). */
import { projectsApi } from './projects';

export function hallApi(projectId: number) {
  const project = projectsApi.one(projectId);
  const map = `${project}/hall-map`;
  return {
    /** The plan, every board's place on it and the certificates setting (members who read posters). */
    map: () => map,
    /** The organiser's: the plan (PUT multipart, DELETE), the places (PUT), the setting (PUT). */
    plan: () => `${map}/plan`,
    positions: () => `${map}/positions`,
    settings: () => `${map}/settings`,
    /** The seal printed on every certificate (GET, PUT multipart, DELETE; the organiser's; decision 071). */
    seal: () => `${project}/certificates/seal`,
    /** The organiser's list of who gets a certificate of presentation (decision 059). */
    presenceCertificates: () => `${project}/presence-certificates`,
    /** The signed-in presenter's own certificate, or why there is none. */
    presenterCertificate: () => `${project}/presenter/certificate`,
  };
}
