import { createProductFilterStore } from '@ergoforma/shared-contracts';
import { TAGS } from '../../../testing/catalogue-fixtures';
import { isReturnToList, syncFilterState } from '../utils/sync-filter-state';

const list = (overrides: Partial<Parameters<typeof syncFilterState>[1]> = {}) => ({
  group: null,
  tags: [],
  pageSearch: '',
  page: 1,
  ...overrides,
});

describe('syncFilterState', () => {
  it('writes group, tags, page search and page, the page last (setting tags resets it)', () => {
    const store = createProductFilterStore();
    syncFilterState(store, list({ group: 2, tags: [TAGS[0]], pageSearch: '?page=3&tag=3', page: 3 }));
    expect(store.getState()).toMatchObject({ group: 2, pageSearch: '?page=3&tag=3', page: 3, loadMore: false });
    expect(store.getState().tags).toEqual([TAGS[0]]);
  });

  it('clears the group for the list of all products', () => {
    const store = createProductFilterStore({ group: 2 });
    syncFilterState(store, list());
    expect(store.getState().group).toBeNull();
  });

  it('keeps the group once when the selection was marked saved, then resets the mark', () => {
    const store = createProductFilterStore({ group: 2, keepSelection: true });
    syncFilterState(store, list());
    expect(store.getState()).toMatchObject({ group: 2, keepSelection: false });
    syncFilterState(store, list({ pageSearch: '?page=2', page: 2 }));
    expect(store.getState().group).toBeNull();
  });

  it('uses up the mark on a category list too', () => {
    const store = createProductFilterStore({ group: 2, keepSelection: true });
    syncFilterState(store, list({ group: 4 }));
    expect(store.getState()).toMatchObject({ group: 4, keepSelection: false });
  });

  it('changes nothing (and notifies nobody) when the store already shows the list', () => {
    const store = createProductFilterStore({ group: 2, tags: [TAGS[0]], pageSearch: '?tag=3', page: 1 });
    const listener = jest.fn();
    store.subscribe(listener);
    syncFilterState(store, list({ group: 2, tags: [TAGS[0]], pageSearch: '?tag=3' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('never logs: syncing replaces the tags instead of adding them one by one', () => {
    const error = jest.spyOn(console, 'error');
    const store = createProductFilterStore({ tags: [TAGS[0]] });
    syncFilterState(store, list({ tags: [TAGS[0], TAGS[1]] }));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('isReturnToList', () => {
  it('is a return only to the same list with the selection marked saved', () => {
    const store = createProductFilterStore({ group: 2, pageSearch: '?tag=3', keepSelection: true });
    expect(isReturnToList(store, { group: 2, pageSearch: '?tag=3' })).toBe(true);
    expect(isReturnToList(store, { group: 2, pageSearch: '' })).toBe(false);
    expect(isReturnToList(store, { group: null, pageSearch: '?tag=3' })).toBe(false);
    store.setState({ keepSelection: false });
    expect(isReturnToList(store, { group: 2, pageSearch: '?tag=3' })).toBe(false);
  });
});
