import type { Executor } from '../client';
import { seedListing } from '../../modules/directory/directory.service';
import { seedThread } from '../../modules/forum/forum.service';

/** A few approved demo members in the directory, and a first conversation in the forum. */
export const seedCommunityDemo = async (tx: Executor, approvedMemberIds: string[]) => {
  const [first, second, third] = approvedMemberIds;
  if (!first || !second) return;
  await seedListing(tx, first, { listed: true, showEmail: true, showMobile: false });
  await seedListing(tx, second, { listed: true, showEmail: false, showMobile: false });
  if (third) await seedListing(tx, third, { listed: true, showEmail: true, showMobile: true });
  await seedThread(tx, {
    categorySlug: 'surgical-techniques',
    authorId: first,
    title: 'Immediate implants in the anterior maxilla: how much primary stability?',
    body: 'For single immediate implants in the esthetic zone, what insertion torque do you wait for before an immediate provisional? I have been using 35 Ncm as my threshold.',
    reply: {
      authorId: second,
      body: 'I also use 35 Ncm with an ISQ above 65. Below that I place a healing abutment and wait eight to twelve weeks.',
    },
  });
};
