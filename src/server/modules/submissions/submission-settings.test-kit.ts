// What tests expect of a project's submission settings.

/** The settings a project answers until its organiser saves any, as the API shows them: the service's defaults. */
export { DEFAULT_SETTINGS as SETTINGS_BEFORE_SAVED } from './submission-settings.service';
