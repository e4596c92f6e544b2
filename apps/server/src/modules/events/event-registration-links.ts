import { registrationPagePath } from '@osi/shared';

/** The absolute address of a registration's own page, as its e-mails link to it. */
export const registrationLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}${registrationPagePath(token)}`,
  publicUrl,
});
