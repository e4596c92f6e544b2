import { z } from 'zod';
import { requiredText } from './fields';

/**
 * The captions administrators write for the member forms' pages, each stored once under its
 * key (the spec's banner and header records): the Fellowship Form Headings page edits the first
 * two.
 */
export const captionKeys = [
  'fellowship-form-banner',
  'fellowship-form-header',
  'research-form-banner',
] as const;
export type CaptionKey = (typeof captionKeys)[number];

export const captionMessages = {
  required: 'Please write the caption',
  plainText: 'Please write the caption as plain text, without HTML tags.',
  saved: 'Caption updated successfully!',
} as const;

export const captionInputSchema = z.object({
  caption: requiredText(captionMessages.required, 500).refine(
    (value) => !/<\/?[a-z!]/i.test(value),
    captionMessages.plainText,
  ),
});
export type CaptionInput = z.input<typeof captionInputSchema>;

/** A caption, or null when none has been written yet. */
export const captionSchema = z.object({
  key: z.enum(captionKeys),
  caption: z.string().nullable(),
});
export type Caption = z.infer<typeof captionSchema>;

/** The spec's banner heading: the first `count` words, then the rest on a line of its own. */
export const splitAfterWords = (text: string, count = 5): [string, string] => {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return [words.slice(0, count).join(' '), words.slice(count).join(' ')];
};
