// Types only: it changes how a schema is typed, never how it checks (no zod is loaded).
import type { z } from 'zod';

/**
 * A schema typed as what a caller sends (`Input`), a key the caller may leave out when `LeftOut` is true,
 * and the schema's own output.
 */
export type Sent<S extends z.ZodType, Input, LeftOut extends boolean> = z.ZodType<z.output<S>, Input> & {
  _zod: { optin: LeftOut extends true ? 'optional' : undefined; optout: S['_zod']['optout'] };
};

/**
 * Types a `z.preprocess` field as a caller sends it (docs/api.md, "Calling a route"). zod types a
 * preprocessed field as taking `unknown`, and its key as required unless the inner schema is optional,
 * though at run time the function also runs on a key left out (a transform is optional on input) and may
 * fill it in: a text read as '' when absent, a flag with its default, the first Jumu'ah session. So the
 * contract's typed call required fields the server does not. `sentAs<string | null>().optional(schema)`
 * says what is sent and that it may be left out; `.required(schema)` keeps the key required where leaving
 * it out is refused (a required name, an amount that must be given). The schema itself is unchanged.
 */
export function sentAs<Input>() {
  return {
    optional: <S extends z.ZodType>(schema: S) => schema as unknown as Sent<S, Input, true>,
    required: <S extends z.ZodType>(schema: S) => schema as unknown as Sent<S, Input, false>,
  };
}
