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

/** The record is still used by others (a product, a child category): it is kept; the message names the first user. */
export class ContentInUseError extends HttpError {
  constructor(kind: string, id: number, usedBy: string) {
    super(409, `${kind} ${id} is still used by ${usedBy}`);
    this.name = 'ContentInUseError';
  }
}

/** The change was made on an older version of the record than the stored one: nothing is written. */
export class ContentConflictError extends HttpError {
  constructor(kind: string, id: number, version: number) {
    super(
      409,
      `${kind} ${id} was changed meanwhile (it is at version ${version}): reload it and apply the change again`,
    );
    this.name = 'ContentConflictError';
  }
}
