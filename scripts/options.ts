// Command-line options of the benchmarks: `--name value` and `--flag`.
const args = process.argv.slice(2);

export const flag = (name: string) => args.includes(`--${name}`);

export function option(name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
}

export const numberOption = (name: string, fallback: number) => Number(option(name, String(fallback)));
