/*
 * Imported with import() when the member signs in, not with the sign-in page: the definitions of
 * signing in, and the session and member shapes they answer with, are not made before the page
 * answers (decision 052).
 */
export { authEndpoints } from '@osi/shared';
