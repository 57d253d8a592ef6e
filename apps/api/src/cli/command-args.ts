// The options of a database command: strings by name, parsed strictly, plus -h/--help for every command. The
// command stops with exit code 64 (EX_USAGE) and its usage on options it does not know, and with 0 after printing
// its usage for --help.
import { parseArgs } from 'node:util';
import type { CliIo } from './run-cli';

/** sysexits.h: the command was used incorrectly. */
export const exitUsage = 64;

/** The values of the named options, or the exit code when the command is to stop here. */
export function parseCommandArgs<const Name extends string>(
  argv: string[],
  names: readonly Name[],
  usage: string,
  io: Pick<CliIo, 'out' | 'err'>,
): { values: Partial<Record<Name, string>> } | { exitCode: number } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      // `npm run x -- --flag` may pass the `--` through: it is not an argument.
      args: argv.filter((arg) => arg !== '--'),
      options: {
        ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return { exitCode: exitUsage };
  }
  if (values.help) {
    io.out(usage);
    return { exitCode: 0 };
  }
  return { values: values as Partial<Record<Name, string>> };
}
