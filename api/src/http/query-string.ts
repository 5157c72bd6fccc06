// Query strings in API Platform's conventions (docs/api.md#conventions): arrays as `name[]=v`, objects as
// `name[key]=v`. node:querystring keeps those as literal keys ('tags.id[]', 'order[name]'); this parser turns them into
// `{ 'tags.id': ['1', '2'] }` and `{ order: { name: 'asc' } }` so the route's JSON Schema can check them. Anything else
// stays as it is and meets the schema (unknown names are rejected there, with the name).
import { parse } from 'node:querystring';

export type QueryScalar = string;
export type QueryValue = QueryScalar | QueryScalar[] | QueryObject | Array<QueryScalar | QueryObject>;
export interface QueryObject {
  [key: string]: QueryScalar | QueryScalar[];
}

const ARRAY_OR_OBJECT_KEY = /^([^[\]]+)\[([^[\]]*)\]$/;

/** Objects without a prototype: a parameter named `__proto__` is just an (unknown) parameter. */
function emptyObject<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function isQueryObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseQueryString(source: string): Record<string, QueryValue> {
  const raw = parse(source);
  const result = emptyObject<QueryValue>();
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const match = ARRAY_OR_OBJECT_KEY.exec(key);
    const name = match?.[1];
    const member = match?.[2];
    if (name === undefined || member === undefined) {
      // A plain name. A repeated name stays an array, which a scalar schema rejects.
      const existing = result[key];
      result[key] = existing === undefined ? value : [...toList(existing), ...values];
    } else if (member === '') {
      // name[]=a&name[]=b -> name: ['a', 'b'] (a plain name=c given as well joins the list).
      const existing = result[name];
      result[name] = existing === undefined ? values : [...toList(existing), ...values];
    } else {
      // name[key]=v -> name: { key: v }. Mixed with a plain or array form, the value becomes a list
      // holding both, which the schema (expecting an object) rejects, naming the parameter.
      const existing = result[name];
      if (existing === undefined || isQueryObject(existing)) {
        const object = existing ?? emptyObject<QueryScalar | QueryScalar[]>();
        const previous = object[member];
        object[member] =
          previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), ...values];
        result[name] = object;
      } else {
        const object = emptyObject<QueryScalar | QueryScalar[]>();
        object[member] = value;
        result[name] = [...toList(existing), object];
      }
    }
  }
  return result;
}

function toList(value: QueryValue): Array<QueryScalar | QueryObject> {
  return Array.isArray(value) ? value : [value];
}
