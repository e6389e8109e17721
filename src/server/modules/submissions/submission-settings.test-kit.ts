// What tests expect of a project's submission settings.

/** The settings a project answers until its organiser saves any, as the API shows them. */
export const SETTINGS_BEFORE_SAVED = {
  deadline: null,
  auto_approve: false,
  poster_format: 'a0-portrait',
  instructions: null,
  allow_download: false,
  online_after_end: false,
  close_after_days: 0,
  public_links: false,
};
