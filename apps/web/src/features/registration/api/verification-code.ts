import { okResponseSchema } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** E-mails a six-digit code to the applicant's address. */
export const useSendCode = () =>
  useMutation({
    mutationFn: (input: { email: string }) =>
      api.post('/registration/verification-code', input, okResponseSchema),
  });

export const useVerifyCode = () =>
  useMutation({
    mutationFn: (input: { email: string; otp: string }) =>
      api.post('/registration/verification-code/verify', input, okResponseSchema),
  });
