import type { z } from 'zod';

/** The message a form shows under `field`: the first issue for that path, as the resolver picks it. */
export const firstErrorFor = (schema: z.ZodType, input: unknown, field: string) => {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
};
