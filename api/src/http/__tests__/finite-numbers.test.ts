// Numbers that overflow to Infinity ("1e309") or name it are bad input like any other: a 400 naming the parameter,
// on every collection, never a database error.
import type { ApiErrorBody } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { nonFiniteNumberAt } from '../finite-numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLLECTIONS = [
  '/api/products',
  '/api/posts',
  '/api/job_offers',
  '/api/realizations',
  '/api/mechanisms',
  '/api/menus',
];

it.each(COLLECTIONS)('%s answers 400 for page or itemsPerPage that are not finite', async (collection) => {
  for (const [name, value] of [
    ['page', '1e309'],
    ['page', 'Infinity'],
    ['itemsPerPage', '-Infinity'],
    ['page', '-1e309'],
  ]) {
    const { status, body } = await t.get<ApiErrorBody>(`${collection}?${name}=${value}`);
    expect({ value, status }).toEqual({ value, status: 400 });
    expect(body.message).toBe(`Query parameter "${name}" must be a finite number`);
  }
});

it('checks filters and path parameters too, and still takes ordinary numbers', async () => {
  expect((await t.get<ApiErrorBody>('/api/products?category.id=1e400')).body.message).toBe(
    'Query parameter "category.id" must be a finite number',
  );
  expect((await t.get<ApiErrorBody>('/api/products?tags.id[]=2&tags.id[]=Infinity')).status).toBe(400);
  expect((await t.get<ApiErrorBody>('/api/page_preview/1e999')).status).toBe(400);
  expect((await t.get('/api/products?page=1&itemsPerPage=1e1')).status).toBe(200);
});

describe('nonFiniteNumberAt', () => {
  it('points at the first non-finite number, however deep', () => {
    expect(nonFiniteNumberAt({ a: 1, b: [2, { 'c/d': -Infinity }] })).toBe('/b/1/c~1d');
    expect(nonFiniteNumberAt({ a: Number.NaN })).toBe('/a');
    expect(nonFiniteNumberAt({ a: 1e308, b: 'Infinity', c: null })).toBeNull();
  });
});
