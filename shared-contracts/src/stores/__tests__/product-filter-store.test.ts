import type { ProductTag } from '../../types/entities';
import { EMPTY_PRODUCT_FILTER, createProductFilterStore } from '../product-filter-store';

const tag = (id: number, name = `tag ${id}`): ProductTag => ({ id, name, slug: `tag-${id}` });
const nowosci = tag(1, 'Nowość');
const polecany = tag(2, 'Polecany');

describe('product filter store', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('starts empty: no tags, no group, no keep mark, page 1', () => {
    const state = createProductFilterStore().getState();
    expect(state.tags).toEqual([]);
    expect(state.group).toBeNull();
    expect(state.keepSelection).toBe(false);
    expect(state.scrollOffset).toBe(0);
    expect(state.page).toBe(1);
    expect(state.pageSearch).toBe('');
    expect(state.loadMore).toBe(false);
  });

  it('takes initial values', () => {
    const state = createProductFilterStore({ tags: [nowosci], group: 4, page: 3 }).getState();
    expect(state.tags).toEqual([nowosci]);
    expect(state.group).toBe(4);
    expect(state.page).toBe(3);
  });

  it('stores are independent (no shared state between page views)', () => {
    const one = createProductFilterStore();
    const two = createProductFilterStore();
    one.getState().addTag(nowosci);
    expect(two.getState().tags).toEqual([]);
    expect(EMPTY_PRODUCT_FILTER.tags).toEqual([]);
  });

  describe('tags', () => {
    it('addTag adds an absent tag and goes back to page 1', () => {
      const store = createProductFilterStore({ page: 4 });
      store.getState().addTag(nowosci);
      store.getState().addTag(polecany);
      expect(store.getState().tags).toEqual([nowosci, polecany]);
      expect(store.getState().page).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('adding a present tag only logs console.error and changes nothing', () => {
      const store = createProductFilterStore({ tags: [nowosci], page: 3 });
      const before = store.getState();
      const listener = jest.fn();
      store.subscribe(listener);
      store.getState().addTag({ ...nowosci });
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(String(consoleError.mock.calls[0][0])).toContain('1');
      expect(store.getState()).toBe(before);
      expect(store.getState().tags).toEqual([nowosci]);
      expect(store.getState().page).toBe(3);
      expect(listener).not.toHaveBeenCalled();
    });

    it('a tag is present when its id is, whatever its name', () => {
      const store = createProductFilterStore({ tags: [nowosci] });
      store.getState().addTag(tag(1, 'renamed'));
      expect(store.getState().tags).toEqual([nowosci]);
      expect(consoleError).toHaveBeenCalledTimes(1);
    });

    it('removeTag removes a present tag by id and goes back to page 1', () => {
      const store = createProductFilterStore({ tags: [nowosci, polecany], page: 2 });
      store.getState().removeTag(1);
      expect(store.getState().tags).toEqual([polecany]);
      expect(store.getState().page).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('removing an absent tag only logs console.error and changes nothing', () => {
      const store = createProductFilterStore({ tags: [polecany], page: 5 });
      const before = store.getState();
      const listener = jest.fn();
      store.subscribe(listener);
      store.getState().removeTag(99);
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(String(consoleError.mock.calls[0][0])).toContain('99');
      expect(store.getState()).toBe(before);
      expect(store.getState().page).toBe(5);
      expect(listener).not.toHaveBeenCalled();
    });

    it('setTags replaces the selection', () => {
      const store = createProductFilterStore({ tags: [nowosci], page: 2 });
      store.getState().setTags([polecany]);
      expect(store.getState().tags).toEqual([polecany]);
      expect(store.getState().page).toBe(1);
    });
  });

  describe('group and the keep-selection mark', () => {
    it('clearGroup without the mark clears the group', () => {
      const store = createProductFilterStore({ group: 7, page: 3 });
      store.getState().clearGroup();
      expect(store.getState().group).toBeNull();
      expect(store.getState().page).toBe(1);
    });

    it('after markSelectionSaved, clearGroup keeps the group once and resets the mark', () => {
      const store = createProductFilterStore();
      store.getState().setGroup(7);
      store.getState().markSelectionSaved();
      expect(store.getState().keepSelection).toBe(true);

      store.getState().clearGroup();
      expect(store.getState().group).toBe(7);
      expect(store.getState().keepSelection).toBe(false);

      store.getState().clearGroup();
      expect(store.getState().group).toBeNull();
      expect(store.getState().keepSelection).toBe(false);
    });

    it('the kept clear leaves tags and page untouched', () => {
      const store = createProductFilterStore({ group: 3, tags: [nowosci], page: 4, keepSelection: true });
      store.getState().clearGroup();
      expect(store.getState()).toMatchObject({ group: 3, tags: [nowosci], page: 4, keepSelection: false });
    });

    it('marking twice still keeps the group only once', () => {
      const store = createProductFilterStore({ group: 2 });
      store.getState().markSelectionSaved();
      store.getState().markSelectionSaved();
      store.getState().clearGroup();
      store.getState().clearGroup();
      expect(store.getState().group).toBeNull();
    });

    it('setGroup selects a group and goes back to page 1', () => {
      const store = createProductFilterStore({ page: 6 });
      store.getState().setGroup(12);
      expect(store.getState().group).toBe(12);
      expect(store.getState().page).toBe(1);
    });
  });

  describe('paging, scroll, search and load-more', () => {
    it('setters update their value', () => {
      const store = createProductFilterStore();
      store.getState().setScrollOffset(640);
      store.getState().setPage(3);
      store.getState().setLoadMore(true);
      expect(store.getState()).toMatchObject({ scrollOffset: 640, page: 3, loadMore: true });
    });

    it('a new page search goes back to page 1', () => {
      const store = createProductFilterStore({ page: 3 });
      store.getState().setPageSearch('nova');
      expect(store.getState()).toMatchObject({ pageSearch: 'nova', page: 1 });
    });

    it('reset restores the empty filter', () => {
      const store = createProductFilterStore();
      const state = store.getState();
      state.addTag(nowosci);
      state.setGroup(2);
      state.markSelectionSaved();
      state.setScrollOffset(10);
      state.setPage(4);
      state.setPageSearch('x');
      state.setLoadMore(true);
      store.getState().reset();
      expect(store.getState()).toMatchObject(EMPTY_PRODUCT_FILTER);
      expect(typeof store.getState().addTag).toBe('function');
    });
  });
});
