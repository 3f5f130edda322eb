/**
 * What a command may do besides parsing its flags: print and fail. Its own file so each command
 * file and the list of commands (index.ts) both import it without importing each other (issue 43).
 */
export interface CommandContext {
  /** Print a line to standard output. */
  out(s: string): void;
  /** Record a failing exit code (the highest one wins). */
  fail(code: number): void;
}
