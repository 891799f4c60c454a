export interface ParsedOptions {
  single: Record<string, string | undefined>;
  multiple: Record<string, string[]>;
  flags: Set<string>;
}

export interface OptionSpec {
  single?: readonly string[];
  multiple?: readonly string[];
  flags?: readonly string[];
}

/** `--name value` and `--name=value` options; throws on an unknown or valueless one. */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const single: Record<string, string | undefined> = {};
  const multiple: Record<string, string[]> = Object.fromEntries(
    (spec.multiple ?? []).map((name) => [name, [] as string[]]),
  );
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument ${JSON.stringify(arg)}`);
    const name = match[1] ?? '';
    if (spec.flags?.includes(name)) {
      flags.add(name);
      continue;
    }
    const known = spec.single?.includes(name) || spec.multiple?.includes(name);
    if (!known) throw new Error(`unknown option --${name}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
    if (spec.multiple?.includes(name)) multiple[name]?.push(value);
    else single[name] = value;
  }
  return { single, multiple, flags };
}
