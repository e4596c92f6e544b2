import { staffEndpoints, type InviteStaff } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { serverMessage } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** Every administrator and the pending invitations. */
export const useStaffList = () =>
  useQuery({ queryKey: adminKeys.staff(), queryFn: () => callEndpoint(staffEndpoints.list) });

const useRefreshStaff = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() });
};

export const useInviteStaff = () => {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: InviteStaff) => callEndpoint(staffEndpoints.invite, { body }),
    onSuccess: refresh,
  });
};

/** A change of the staff the Owner confirmed: its question, and the call that makes it. */
export type StaffChange = {
  question: string;
  detail?: string;
  call: () => Promise<{ message: string }>;
};

/** Makes a confirmed change, says how it went, and reloads the list either way. */
export const useStaffChange = () => {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (change: StaffChange) => change.call(),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(serverMessage(error, 'The change could not be made.')),
    onSettled: refresh,
  });
};
