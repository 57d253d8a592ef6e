// Real infrastructure for fault tests comes from Debian's packages (PgBouncer, PostgreSQL 15), as Chromium does
// for the browser tests: installed here when missing and the run may (root with apt-get, as in CI).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether `binary` is there, after installing `pkg` when missing and installable. */
export function debianBinary(pkg: string, binary: string): boolean {
  if (existsSync(binary)) return true;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { env, stdio: 'ignore', timeout: 300_000 });
  return existsSync(binary);
}

/**
 * In CI a missing part is a failure; on a developer's machine without root the tests that need it are skipped
 * with this reason.
 */
export function requireInCi(available: boolean, what: string): boolean {
  if (!available && process.env.CI) throw new Error(`${what} is required in CI and could not be installed`);
  return available;
}
