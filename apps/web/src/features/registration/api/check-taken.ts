import {
  registrationAccountSchema,
  registrationDetailsSchema,
  registrationMessages,
} from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const lookups = {
  email: {
    path: '/registration/email-exists',
    format: registrationAccountSchema.shape.email,
    message: registrationMessages.emailTaken,
  },
  mobileNo: {
    path: '/registration/mobile-exists',
    format: registrationDetailsSchema.shape.mobileNo,
    message: registrationMessages.mobileTaken,
  },
  dentalRegNumber: {
    path: '/registration/dental-exists',
    format: registrationDetailsSchema.shape.dentalRegNumber,
    message: registrationMessages.dentalRegTaken,
  },
};

export type UniqueField = keyof typeof lookups;

export const takenMessage = (field: UniqueField) => lookups[field].message;

const existsSchema = z.object({ exists: z.boolean() });

/**
 * Whether a member already uses this e-mail, mobile or dental registration number. A value
 * that is not well formed yet is not looked up, and a failed lookup counts as "not in use"
 * (the server checks again when the registration is sent).
 */
export const useTakenCheck = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: UniqueField, raw: string) => {
      const value = lookups[field].format.safeParse(raw);
      if (!value.success) return false;
      return queryClient.fetchQuery({
        queryKey: ['registration', 'taken', field, value.data],
        queryFn: () =>
          api.post(lookups[field].path, { [field]: value.data }, existsSchema).then(
            ({ exists }) => exists,
            () => false,
          ),
        staleTime: 30_000,
      });
    },
    [queryClient],
  );
};
