/** One address of the sitemap, and when its content last changed, when it is known. */
export interface SitemapEntry {
  url: string;
  lastModified?: Date | null;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

/** The sitemaps.org document listing the entries. */
export const sitemapXml = (entries: readonly SitemapEntry[]) => {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};
