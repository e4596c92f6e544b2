import { okResponseSchema, type ContactFormInput } from '@osi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** A signed token for this opening of the form; a new one for each message. */
export const useContactFormToken = () =>
  useQuery({
    queryKey: ['contact-form-token'],
    queryFn: () => api.get('/contact/form-token', z.object({ token: z.string() })),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactFormInput) => api.post('/contact/messages', input, okResponseSchema),
  });
