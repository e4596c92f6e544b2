import { describe, expect, it } from 'vitest';
import { downloadHref } from './download-href';

describe('case file links', () => {
  it.each([
    ['/api/admin/uploads/upl_abc', '/api/admin/uploads/upl_abc'],
    ['https://files.example.org/a.pptx', 'https://files.example.org/a.pptx'],
    ['HTTP://files.example.org/a.pptx', 'HTTP://files.example.org/a.pptx'],
    ['files.example.org/a.pptx', 'https://files.example.org/a.pptx'],
  ])('%s links to %s', (url, href) => {
    expect(downloadHref(url)).toBe(href);
  });
});
