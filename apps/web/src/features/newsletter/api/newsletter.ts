import type { NewsletterSubscriptionInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

const endpoints = async () => (await import('./newsletter-endpoints')).newsletterEndpoints;

/** The subscribe box: the server answers the same for every address. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: async (input: NewsletterSubscriptionInput) =>
      callEndpoint((await endpoints()).subscribe, { body: input }),
  });

export const useConfirmSubscription = () =>
  useMutation({
    mutationFn: async (token: string) =>
      callEndpoint((await endpoints()).confirm, { body: { token } }),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: async (token: string) =>
      callEndpoint((await endpoints()).unsubscribe, { params: { token } }),
  });

export const useResubscribe = () =>
  useMutation({
    mutationFn: async (token: string) =>
      callEndpoint((await endpoints()).resubscribe, { body: { token } }),
  });
