/** The spec's slug rule: trimmed, lowercased, spaces to hyphens, other characters removed, hyphens trimmed. */
export const slugify = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
