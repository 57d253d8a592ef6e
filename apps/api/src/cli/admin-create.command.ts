// The admin:create command without process concerns, so tests can run it on a test database.
import { randomBytes } from 'node:crypto';
import { Email, NewPassword } from '@photoedit/contracts';
import { upsertAdmin } from '../modules/users';
import { exitUsage, parseCommandArgs } from './command-args';
import type { CliIo } from './run-cli';

export const adminCreateUsage =
  'Usage: npm run admin:create -- --email admin@example.com [--password "at least 10 characters"]\n' +
  'Creates an admin (or resets the password of an existing one and reactivates it). Without --password a\n' +
  'random password is generated and printed once.\n';

/** Returns the exit code; writes what happened to out/err. */
export async function runAdminCreate(
  argv: string[],
  deps: Pick<CliIo, 'db' | 'out' | 'err'>,
): Promise<number> {
  const parsed = parseCommandArgs(argv, ['email', 'password'], adminCreateUsage, deps);
  if ('exitCode' in parsed) return parsed.exitCode;
  const { values } = parsed;
  const email = Email.safeParse(values.email ?? '');
  if (!email.success) {
    deps.err(`--email must be an e-mail address.\n${adminCreateUsage}`);
    return exitUsage;
  }
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  const valid = NewPassword.safeParse(password);
  if (!valid.success) {
    deps.err('--password must be 10 to 128 characters.\n');
    return exitUsage;
  }
  const { created } = await upsertAdmin(deps.db, { email: email.data, password });
  deps.out(
    `${created ? 'Created admin' : 'Updated admin'} ${email.data}${generated ? ` with the password: ${password}` : ''}\n`,
  );
  return 0;
}
