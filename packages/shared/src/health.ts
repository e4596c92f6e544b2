import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(databaseKinds),
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const livenessResponseSchema = z.object({ status: z.literal('ok') });

export const readinessCheckNames = ['database', 'redis', 'storage', 'mail'] as const;
export type ReadinessCheckName = (typeof readinessCheckNames)[number];
export const readinessCheckSchema = z.object({
  status: z.enum(['ok', 'failing', 'skipped']),
  detail: z.string().optional(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** The checks that failed, so a 503 says at once what to look at. */
  failing: z.array(z.enum(readinessCheckNames)),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema,
    storage: readinessCheckSchema,
    mail: readinessCheckSchema,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
