/** The value given after `--name` on the command line, if any. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Every value given after `--name`, for options that may be repeated. */
export function repeatedOption(name: string): string[] {
  return process.argv.flatMap((arg, index) =>
    arg === `--${name}` && process.argv[index + 1] ? [process.argv[index + 1]!] : [],
  );
}
