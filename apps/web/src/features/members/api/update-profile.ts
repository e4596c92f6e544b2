import { ownProfileEndpoints, type ProfileUpdateInput } from '@osi/shared';
import { sessionQueryOptions } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSaveOwnData } from '@/lib/own-data';
import { profileQueryOptions } from '@/lib/profile';

/** Saves Edit Information; the header's name and picture follow. */
export const useUpdateProfile = () =>
  useSaveOwnData(
    profileQueryOptions,
    (input: ProfileUpdateInput) => callEndpoint(ownProfileEndpoints.updateProfile, { body: input }),
    ({ profile }) => profile,
    sessionQueryOptions.queryKey,
  );
