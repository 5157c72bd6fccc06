import type { Query, QueryValue } from '../types/api';

function scalar(value: QueryValue): string | null {
  if (value === undefined || value === null) return null;
  return String(value);
}

/** Encodes a query the way the API expects: arrays as name[]=value, objects as name[key]=value. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const text = scalar(item);
        if (text !== null) params.append(`${name}[]`, text);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const text = scalar(item);
        if (text !== null) params.append(`${name}[${key}]`, text);
      }
    } else {
      const text = scalar(value);
      if (text !== null) params.append(name, text);
    }
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}
