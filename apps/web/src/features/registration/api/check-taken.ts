import {
  registrationAccountSchema,
  registrationDetailsSchema,
  registrationEndpoints,
  registrationMessages,
} from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '@/lib/endpoint-client';

const lookups = {
  email: {
    endpoint: registrationEndpoints.emailExists,
    format: registrationAccountSchema.shape.email,
    message: registrationMessages.emailTaken,
  },
  mobileNo: {
    endpoint: registrationEndpoints.mobileExists,
    format: registrationDetailsSchema.shape.mobileNo,
    message: registrationMessages.mobileTaken,
  },
  dentalRegNumber: {
    endpoint: registrationEndpoints.dentalExists,
    format: registrationDetailsSchema.shape.dentalRegNumber,
    message: registrationMessages.dentalRegTaken,
  },
};

export type UniqueField = keyof typeof lookups;

export const takenMessage = (field: UniqueField) => lookups[field].message;

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
          callEndpoint(lookups[field].endpoint, {
            body: { [field]: value.data } as Record<UniqueField, string>,
          }).then(
            ({ exists }) => exists,
            () => false,
          ),
        staleTime: 30_000,
      });
    },
    [queryClient],
  );
};
