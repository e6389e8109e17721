// The oidc module's face: sign-in through the institution (docs/decisions/078-module-faces.md). It owns no table.
export { default as oidcRoutes } from './oidc.routes';
