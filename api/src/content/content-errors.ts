// What a content write refuses, as errors the routes answer with a 4xx: bad input names the field, a missing record
// is a 404, a record still used or changed meanwhile a 409. Anything else a write throws is a bug.
import { HttpError } from '../http/errors';

/** The input is not valid content: `field` is its path in the record ('translations.pl.slug', 'images[0].url'). */
export class ContentInputError extends HttpError {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(400, `Field "${field}" ${problem}`);
    this.name = 'ContentInputError';
  }
}

export class ContentNotFoundError extends HttpError {
  constructor(kind: string, id: number) {
    super(404, `No ${kind} ${id}`);
    this.name = 'ContentNotFoundError';
  }
}

/** The write conflicts with the content as it is now: the record is still used elsewhere, or changed meanwhile. */
export class ContentConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = 'ContentConflictError';
  }
}
