import { authEndpoints, type LoginInput } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * Imported when the member signs in, not with the sign-in page: the API's definitions of signing
 * in (and the session and member shapes they answer with) are not made before the page answers.
 */
export const sendMemberLogin = (input: LoginInput) =>
  callEndpoint(authEndpoints.memberLogin, { body: input });
