import { contactEndpoints as endpoints, type ContactFormInput } from '@osi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** A signed token for this opening of the form; a new one for each message. */
export const useContactFormToken = () =>
  useQuery({
    queryKey: ['contact-form-token'],
    queryFn: () => callEndpoint(endpoints.formToken),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactFormInput) => callEndpoint(endpoints.send, { body: input }),
  });
