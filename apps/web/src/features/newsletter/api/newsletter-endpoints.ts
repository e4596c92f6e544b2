/*
 * Imported with import() when a request is sent, not with the subscribe box on every page's
 * footer: the newsletter's definitions are not made before the page answers (decision 052).
 */
export { newsletterEndpoints } from '@osi/shared';
