import type { z } from 'zod';

/** A refusal of an HTTP request: status, a sentence saying what is wrong, and zod issues if any. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `value` read with `schema`, or a 400 naming each problem (with the zod issues) about `what`. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new HttpError(400, `bad ${what}: ${issues.map((i) => `${i.path || what}: ${i.message}`).join('; ')}`, issues);
}
