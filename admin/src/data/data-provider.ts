// react-admin's data provider on the back-office API's list conventions: `page` and `perPage`, `sort` and `order`
// (lower case), filters by name, the total in X-Total-Count. Updates send the version the editor started from: the
// API refuses a stale one with 409 and the current record (HttpError.body.current), and the form keeps what was
// typed.
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { adminFetch, type AdminAnswer } from '../api/admin-fetch';
import { EDITORIAL_RESOURCE_RULES } from '../posts/editorial-rules';
import { REDIRECT_RULES } from '../redirects/redirect-rules';
import { mediaRules } from '../media/media-rules';
import { productResources } from '../products/product-data';
import { INBOX_RESOURCES } from '../inbox/inbox-resources';
import { JOB_OFFER_RULES } from '../job-offers/job-offer-rules';
import { TAXONOMY_RESOURCE_RULES } from '../taxonomy/taxonomy-data-rules';
import { SCHEDULE_RULES } from '../schedules/schedule-rules';
import { PAGE_RESOURCE_RULES } from '../pages/page-data-rules';
import { NAVIGATION_RESOURCE_RULES } from '../navigation/navigation-data-rules';

interface ResourceRules {
  /** Whether the API takes `sort` and `order` (else it has one order of its own). */
  sortable: boolean;
  /** The fields an update may change; the rest of the record is the API's to say. */
  writable: readonly string[];
  /** The record as its form edits it, from the API's (else the same). */
  toForm?(record: RaRecord): Promise<RaRecord>;
  /** What the API takes from the form's record, whole (instead of the writable fields). */
  toApi?(data: Partial<RaRecord>): Promise<object>;
}

const RESOURCES: Record<string, ResourceRules> = {
  accounts: { sortable: true, writable: ['name', 'role', 'disabled'] },
  'audit-log': { sortable: false, writable: [] },
  ...REDIRECT_RULES,
  ...mediaRules,
  ...productResources,
  ...INBOX_RESOURCES,
  ...TAXONOMY_RESOURCE_RULES,
  ...JOB_OFFER_RULES,
  ...SCHEDULE_RULES,
  ...PAGE_RESOURCE_RULES,
  ...EDITORIAL_RESOURCE_RULES,
  ...NAVIGATION_RESOURCE_RULES,
};

function rulesOf(resource: string): ResourceRules {
  const rules = RESOURCES[resource];
  if (rules === undefined) throw new Error(`The back office has no resource "${resource}"`);
  return rules;
}

function listQuery(
  rules: ResourceRules,
  params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: object },
): string {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('perPage', String(params.pagination.perPage));
  }
  if (rules.sortable && params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

const totalOf = (headers: AdminAnswer<unknown>['headers'], fallback: number): number => {
  const total = Number(headers.get('X-Total-Count'));
  return Number.isFinite(total) && headers.has('X-Total-Count') ? total : fallback;
};

const pick = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));

export const formOf = async <R extends RaRecord>(resource: string, record: R): Promise<R> =>
  ((await rulesOf(resource).toForm?.(record)) as R | undefined) ?? record;

/** The body of a create or an update: the rules' form of it, else its writable fields (an update's). */
export const bodyOf = async (
  resource: string,
  data: Partial<RaRecord>,
  fields?: readonly string[],
): Promise<object> => {
  const { toApi } = rulesOf(resource);
  if (toApi) return await toApi(data);
  return fields === undefined ? data : pick(data, fields);
};

const path = (resource: string, id?: Identifier) =>
  id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;

export const dataProvider: DataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const { body, headers } = await adminFetch<R[]>(`${path(resource)}${listQuery(rulesOf(resource), params)}`);
    return { data: body, total: totalOf(headers, body.length) };
  },
  getOne: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) => ({
    data: await formOf(resource, (await adminFetch<R>(path(resource, params.id))).body),
  }),
  getMany: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) => ({
    data: await Promise.all(params.ids.map(async (id) => (await adminFetch<R>(path(resource, id))).body)),
  }),
  getManyReference: async <R extends RaRecord>(
    resource: string,
    params: Parameters<DataProvider['getManyReference']>[1],
  ) => {
    const filter = { ...params.filter, [params.target]: params.id };
    const query = listQuery(rulesOf(resource), { ...params, filter });
    const { body, headers } = await adminFetch<R[]>(`${path(resource)}${query}`);
    return { data: body, total: totalOf(headers, body.length) };
  },
  create: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) => {
    const body = JSON.stringify(await bodyOf(resource, params.data as Partial<RaRecord>));
    return { data: await formOf(resource, (await adminFetch<R>(path(resource), { method: 'POST', body })).body) };
  },
  update: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) => {
    const previous = params.previousData as RaRecord & { version?: number };
    const body = {
      ...(await bodyOf(resource, params.data as Partial<RaRecord>, rulesOf(resource).writable)),
      version: previous.version,
    };
    return {
      data: await formOf(
        resource,
        (await adminFetch<R>(path(resource, params.id), { method: 'PUT', body: JSON.stringify(body) })).body,
      ),
    };
  },
  updateMany: async (resource, params) => {
    for (const id of params.ids) {
      const { body: record } = await adminFetch<RaRecord & { version?: number }>(path(resource, id));
      const body = {
        ...pick(params.data as Record<string, unknown>, rulesOf(resource).writable),
        version: record.version,
      };
      await adminFetch(path(resource, id), { method: 'PUT', body: JSON.stringify(body) });
    }
    return { data: params.ids };
  },
  delete: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) => {
    await adminFetch(path(resource, params.id), { method: 'DELETE' });
    return { data: params.previousData as R };
  },
  deleteMany: async (resource, params) => {
    for (const id of params.ids) await adminFetch(path(resource, id), { method: 'DELETE' });
    return { data: params.ids };
  },
};
