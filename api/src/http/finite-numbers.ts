// Non-finite numbers are bad input. Ajv 8 coerces a query or path value such as "1e309" or "Infinity" to a
// number without checking that it is finite, and then skips `minimum`/`maximum` for it (its strictNumbers check
// runs only before coercion), so such a value passed validation and reached the database. Every validator the app
// compiles is wrapped here: a non-finite number anywhere in the validated data fails like any other type error (a
// 400 naming the parameter, http/errors.ts).
import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

interface ValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

/** A compiled Ajv validator as Fastify calls it. */
interface Validator {
  (data: unknown, context?: object): boolean;
  errors?: ValidationError[] | null;
  /** Ajv's; when present Fastify passes the parent object, so that Ajv can coerce a root value. */
  schemaEnv?: unknown;
}

type CompileValidator = (route: { schema: unknown; method: string; url: string; httpPart: string }) => Validator;
type BuildValidator = (externalSchemas: object, options: object) => CompileValidator;

/** JSON pointer of the first non-finite number in `value`, or null. */
export function nonFiniteNumberAt(value: unknown, pointer = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : pointer;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, member] of Object.entries(value)) {
    const found = nonFiniteNumberAt(member, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

function rejectingNonFiniteNumbers(validate: Validator): Validator {
  const wrapped: Validator = (data, context) => {
    const valid = validate(data, context);
    const pointer = valid ? nonFiniteNumberAt(data) : null;
    wrapped.errors =
      pointer === null
        ? validate.errors
        : [
            {
              keyword: 'type',
              instancePath: pointer,
              schemaPath: '',
              params: { type: 'finite number' },
              message: 'must be a finite number',
            },
          ];
    return valid && pointer === null;
  };
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/** Fastify's own validator compiler (for `schemaController.compilersFactory.buildValidator`), finite numbers only. */
export function finiteNumberValidatorCompiler(): BuildCompilerFromPool {
  // The package's type describes its compile function as Ajv's; at run time it takes Fastify's route definition.
  const build = AjvCompiler() as unknown as BuildValidator;
  const buildFinite: BuildValidator = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => rejectingNonFiniteNumbers(compile(route));
  };
  return buildFinite as unknown as BuildCompilerFromPool;
}
