import type { Endpoint, idParamsSchema, TermChoice } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../query-keys';

/** Every price form's schema: a name and a price in rupees (and a membership type's term). */
export type PriceSchema = z.ZodType<
  { name: string; price: number; term?: TermChoice },
  { name: unknown; price: unknown; term?: TermChoice | undefined }
>;
type Saves = { body: PriceSchema; response: z.ZodType<{ message: string }> };

/** The endpoints that add a named price and update one. */
export type PriceSaving = {
  add: Endpoint & Saves & { method: 'POST' };
  update: Endpoint & Saves & { method: 'PUT'; params: typeof idParamsSchema };
};

/** Adds a price, or updates the one with `id`; the back office's lists then reload. */
export const useSavePrice = ({ add, update }: PriceSaving) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: z.output<PriceSchema> }) =>
      id
        ? callEndpoint(update, { params: { id }, body: input })
        : callEndpoint(add, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
