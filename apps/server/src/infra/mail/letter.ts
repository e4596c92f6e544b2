const signature = 'With regards,\nThe Secretariat\nOral Implantology Society of India';

/** The society's letter to `name`: the greeting, the paragraphs given (empty ones left out), the signature. */
export const letter = (name: string, ...paragraphs: string[]) =>
  [`Dear ${name},`, ...paragraphs.filter(Boolean), signature].join('\n\n');

/** The administrator's review comment as a paragraph of its own; none without a comment. */
export const committeeComment = (comments: string) =>
  comments ? `Comment from the committee:\n${comments}` : '';
