import { registrationEndpoints } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** E-mails a six-digit code to the applicant's address. */
export const useSendCode = () =>
  useMutation({
    mutationFn: (input: { email: string }) =>
      callEndpoint(registrationEndpoints.sendCode, { body: input }),
  });

export const useVerifyCode = () =>
  useMutation({
    mutationFn: (input: { email: string; otp: string }) =>
      callEndpoint(registrationEndpoints.verifyCode, { body: input }),
  });
