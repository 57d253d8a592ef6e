// Whether a Node version satisfies the `engines.node` range of package.json. Dependency-free on purpose: the
// bootstrap runs it on whatever Node the machine has, before anything is installed. Understands what engines
// fields use: comparators (>=, >, <=, <, =) joined by spaces (AND) and `||` (OR), and x-less versions (22.12).

const parse = (text) => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
};

const compare = (a, b) => {
  for (let index = 0; index < 3; index++) {
    if (a[index] !== b[index]) return a[index] < b[index] ? -1 : 1;
  }
  return 0;
};

const holds = (version, comparator) => {
  const match = /^(>=|<=|>|<|=)?\s*v?(\d+(?:\.\d+){0,2})$/.exec(comparator.trim());
  if (!match) throw new Error(`unsupported engines comparator: ${comparator}`);
  const order = compare(version, parse(match[2]));
  switch (match[1] ?? '=') {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
};

/** `satisfies('22.11.0', '>=22.12')` → false; `satisfies('24.21.0', '>=22.12')` → true. */
export function satisfies(version, range) {
  const parsed = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+(?=[<>=])/)
      .filter((part) => part !== '')
      .every((comparator) => holds(parsed, comparator)),
  );
}
