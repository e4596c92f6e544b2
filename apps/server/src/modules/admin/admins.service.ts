import { z } from 'zod';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findAdminByEmail, insertAdmin } from './admins.repository';

export const newAdminSchema = z.object({
  email: z.email('Please enter a valid email address.').max(200),
  name: z.string().trim().min(1, 'Name is required.').max(200),
  password: z
    .string()
    .min(12, 'Administrator passwords must be at least 12 characters long.')
    .max(200),
});
export type NewAdmin = z.infer<typeof newAdminSchema>;

export const createAdmin = async (db: Executor, input: NewAdmin) => {
  const admin = newAdminSchema.parse(input);
  if (await findAdminByEmail(db, admin.email)) {
    throw conflict('An administrator with this e-mail already exists.', {
      email: 'An administrator with this e-mail already exists.',
    });
  }
  return insertAdmin(db, {
    email: admin.email.toLowerCase(),
    name: admin.name,
    passwordHash: await hashPassword(admin.password),
  });
};
