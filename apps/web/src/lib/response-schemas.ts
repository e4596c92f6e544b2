/*
 * The definitions and checks every public page reads. They are imported with import(), when the
 * browser first asks the API, rather than with the page: a page's first load carries no zod
 * (decision 052).
 */

export {
  contentEndpoints,
  directoryEndpoints,
  errorResponseSchema,
  privacyNoticeEndpoints,
  sessionResponseSchema,
} from '@osi/shared';
