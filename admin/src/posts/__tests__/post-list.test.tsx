// The news list asks the API for the newest posts first.
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, Resource } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { PostList } from '../post-pages';

test('lists the news newest first', async () => {
  const post = {
    id: 12,
    published: '2026-06-01T08:00:00Z',
    isPublished: true,
    translations: { pl: { title: 'Zapowiedź' } },
  };
  const api = fakeAdminApi({ 'GET /posts': () => ({ body: [post], headers: { 'X-Total-Count': '1' } }) });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Resource name="posts" list={PostList} />
    </AdminContext>,
  );
  expect(await screen.findByText('Zapowiedź')).toBeInTheDocument();
  expect(api.calls[0]?.path).toBe('/posts?page=1&perPage=25&sort=published&order=desc');
});
