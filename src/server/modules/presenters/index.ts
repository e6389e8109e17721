// The presenters module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as presentersRoutes } from './presenters.routes';
export { currentLinkUrls, issueMissingLinksIn } from './presenter-links.service';
export { linkSecret } from './link-secret';
