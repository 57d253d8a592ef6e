// The admin:create command without process concerns, so tests can run it on a test database.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Email, NewPassword } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { upsertAdmin } from '../modules/users';

export const adminCreateUsage =
  'Usage: npm run admin:create -- --email admin@example.com [--password "at least 10 characters"]\n' +
  'Creates an admin (or resets the password of an existing one and reactivates it). Without --password a\n' +
  'random password is generated and printed once.\n';

/** Returns the exit code; writes what happened to out/err. */
export async function runAdminCreate(
  argv: string[],
  deps: { db: Kysely<DB>; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  let values: { email?: string | undefined; password?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    deps.err(`${error instanceof Error ? error.message : String(error)}\n${adminCreateUsage}`);
    return 64; // EX_USAGE
  }
  if (values.help) {
    deps.out(adminCreateUsage);
    return 0;
  }
  const email = Email.safeParse(values.email ?? '');
  if (!email.success) {
    deps.err(`--email must be an e-mail address.\n${adminCreateUsage}`);
    return 64;
  }
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  const valid = NewPassword.safeParse(password);
  if (!valid.success) {
    deps.err('--password must be 10 to 128 characters.\n');
    return 64;
  }
  const { created } = await upsertAdmin(deps.db, { email: email.data, password });
  deps.out(
    `${created ? 'Created admin' : 'Updated admin'} ${email.data}${generated ? ` with the password: ${password}` : ''}\n`,
  );
  return 0;
}
