import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** A positive integer id in a path: digits only (no "1e3", " 1", "-1"), below 2^31 so PostgreSQL's int accepts it. */
export const idParam = (): z.ZodMiniType<number, string> =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, 'invalidId')),
    z.transform((text: string) => Number(text)),
  ).check(z.refine((id: number) => id > 0 && id < 2 ** 31, 'invalidId'));

/** Path parameters that are one id each, under their names. */
export const idParams = <const Name extends string>(name: Name) => lazySchema(() => z.object({ [name]: idParam() } as { [K in Name]: ReturnType<typeof idParam> }));
