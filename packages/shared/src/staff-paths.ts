// Apart from the staff contracts' schemas, so that the site's paths do not load them.

/** The public page where a staff invitation's link lands. */
export const invitationPagePath = (token: string) => `/admin/invitation/${token}`;
