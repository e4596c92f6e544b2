/**
 * The spec's rule for case file links: one lacking http gets https:// in front. Links to this
 * site's own paths (/api/...) stay as they are.
 */
export const downloadHref = (url: string) =>
  /^https?:\/\//i.test(url) || url.startsWith('/') ? url : `https://${url}`;
