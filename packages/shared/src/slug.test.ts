import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['  Implant Success Rates  ', 'implant-success-rates'],
    ['Zygomatic & Pterygoid: A Review!', 'zygomatic-pterygoid-a-review'],
    ['--Already--Hyphenated--', 'already-hyphenated'],
    ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['Ünïcode Ärticle 2025', 'ncode-rticle-2025'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
