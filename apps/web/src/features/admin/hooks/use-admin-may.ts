import { roleMay, type StaffRight } from '@osi/shared';
import { useSession } from '@/lib/session';

/** Whether the signed-in administrator's role holds the right: buttons it lacks stay hidden. */
export const useAdminMay = (right: StaffRight | undefined) => {
  const admin = useSession().data?.admin;
  return Boolean(admin && right && roleMay(admin.role, right));
};
