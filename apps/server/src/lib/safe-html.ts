import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** What rich text may hold: structure, emphasis, links and images over http(s) only. */
const richTextPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** HTML anyone sent us, cut down to the rich-text allowlist. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, richTextPolicy);

/** Markdown (which may hold raw HTML) as safe HTML. */
export const markdownToSafeHtml = (markdown: string) =>
  sanitizeRichText(marked.parse(markdown, { async: false, gfm: true }));

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Plain text made safe to place in HTML, as an element's text or an attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => entities[character]!);
