import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { adminPasswordMinLength } from '@osi/shared';
import { loadConfig, loadDotEnv } from '../../config';
import { connectDatabase } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createAdmin } from './admins.service';

const usage = `Creates an administrator.
  npm run admin:create -- --email you@example.org --name "Your Name"
The password is asked for (or read from ADMIN_PASSWORD when there is no terminal).`;

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const ask = async (question: string) => {
  const rl = createInterface({ input: stdin, output: stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
};

const email = values.email ?? (await ask('E-mail: '));
const name = values.name ?? (await ask('Name: '));
const password =
  process.env.ADMIN_PASSWORD ??
  (await ask(`Password (at least ${adminPasswordMinLength} characters): `));

loadDotEnv();
const database = await connectDatabase(loadConfig());
try {
  await database.migrate();
  await createAdmin(database.db, { email, name, password });
  console.log(`Administrator ${email} created. Sign in at /adminlogin.`);
} catch (error) {
  if (error instanceof ZodError) {
    console.error(error.issues.map((issue) => issue.message).join('\n'));
  } else if (error instanceof AppError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
