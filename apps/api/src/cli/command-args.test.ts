import { describe, expect, it } from 'vitest';
import { exitUsage, parseCommandArgs } from './command-args';

const usage = 'Usage: x --name N\n';

function run(argv: string[]) {
  const io = { out: '', err: '' };
  const parsed = parseCommandArgs(argv, ['name', 'max-uses'], usage, {
    out: (text) => {
      io.out += text;
    },
    err: (text) => {
      io.err += text;
    },
  });
  return { parsed, ...io };
}

describe('parseCommandArgs', () => {
  it('gives the named string options, passing over the `--` npm may leave in', () => {
    expect(run(['--', '--name', 'Ann', '--max-uses', '3'])).toEqual({
      parsed: { values: { name: 'Ann', 'max-uses': '3' } },
      out: '',
      err: '',
    });
    expect(run([]).parsed).toEqual({ values: {} });
  });

  it('stops with 64 and the usage on an unknown option or a missing value', () => {
    const unknown = run(['--nope']);
    expect(unknown.parsed).toEqual({ exitCode: exitUsage });
    expect(unknown.err).toMatch(/--nope/);
    expect(unknown.err.endsWith(usage)).toBe(true);
    expect(run(['--name']).parsed).toEqual({ exitCode: 64 });
  });

  it('stops with 0 after printing the usage for -h and --help', () => {
    expect(run(['--help'])).toEqual({ parsed: { exitCode: 0 }, out: usage, err: '' });
    expect(run(['-h', '--name', 'Ann'])).toEqual({ parsed: { exitCode: 0 }, out: usage, err: '' });
  });
});
