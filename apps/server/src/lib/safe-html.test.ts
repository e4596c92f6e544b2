import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitizeRichText } from './safe-html';

describe('markdownToSafeHtml', () => {
  it('renders Markdown and keeps only the allowlist', () => {
    const html = markdownToSafeHtml(
      '# Congress\n\n**Register** at [the site](https://congress.example.org) <img src=x onerror=alert(1)> [bad](javascript:alert(1))\n\n<script>alert(1)</script>',
    );
    expect(html).toContain('<h1>Congress</h1>');
    expect(html).toContain('<strong>Register</strong>');
    expect(html).toContain(
      '<a href="https://congress.example.org" rel="noopener noreferrer" target="_blank">the site</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });

  it('drops event handlers and styles from HTML it is given', () => {
    expect(
      sanitizeRichText('<p style="x" onclick="y">Hi</p><iframe src="https://e.org"></iframe>'),
    ).toBe('<p>Hi</p>');
  });
});
