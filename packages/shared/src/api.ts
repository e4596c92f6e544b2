import { z } from 'zod';

export const fieldErrorsSchema = z.record(z.string(), z.string());

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fieldErrors: fieldErrorsSchema.optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
/** A page of a list that takes no search. */
export const pageQuerySchema = listQuerySchema.omit({ search: true });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** Counting stopped: at least `total` match, and the pages go on past `totalPages`. */
    totalIsCapped: z.boolean().default(false),
  });

export const okResponseSchema = z.object({ message: z.string() });

/** A record's id in the path. */
export const idParamsSchema = z.object({ id: z.uuid() });
