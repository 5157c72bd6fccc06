// The job offer's edit page: HR retitles an offer in English and the save sends the whole offer with the version it
// was edited on, the descriptions cleaned and untranslated texts left out; a stale save says so and keeps the form. A
// closing date typed in goes out as an instant; the page has the drafts bar (without a preview: an offer has no page
// of its own) and the publishing panel.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { JobOfferEdit } from '../job-offer-pages';

const offer = {
  id: 1,
  version: 4,
  position: 1,
  published: '2026-11-16T08:00:00.000Z',
  translations: {
    pl: {
      title: 'Tapicer',
      slug: 'tapicer',
      location: 'Kraków',
      employmentType: 'Umowa o pracę',
      description: '<p>Szyjemy fotele.</p>',
    },
    en: { title: 'Upholsterer', slug: 'upholsterer' },
    fr: {},
  },
};

/** The offer's history and draft: none. */
const noDraft = {
  'GET /job-offers/1/history': () => ({ body: [] }),
  'GET /drafts/job-offers/1': () => ({ status: 204 }),
};

function renderEdit() {
  return render(
    <MemoryRouter initialEntries={['/job-offers/1']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="job-offers">
          <Routes>
            <Route path="/job-offers/:id" element={<JobOfferEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

test('an English title is saved with the rest of the offer and the version it was edited on', async () => {
  const api = fakeAdminApi({
    'GET /job-offers/1': () => ({ body: offer }),
    ...noDraft,
    'PUT /job-offers/1': ({ body }) => ({ body: { ...offer, ...(body as object), version: 5 } }),
  });
  const user = userEvent.setup();
  renderEdit();

  const english = await screen.findByRole('group', { name: 'Angielski' });
  const title = within(english).getByRole('textbox', { name: 'Stanowisko' });
  expect(title).toHaveValue('Upholsterer');
  await user.clear(title);
  await user.type(title, 'Upholsterer (m/f)');
  expect(await screen.findByText('Szyjemy fotele.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));

  const put = await waitForCall(api.calls, 'PUT');
  expect(put.body).toEqual({
    position: 1,
    published: '2026-11-16T08:00:00.000Z',
    version: 4,
    translations: {
      pl: offer.translations.pl,
      en: { title: 'Upholsterer (m/f)', slug: 'upholsterer' },
      fr: {},
    },
  });
});

test('a stale save tells the person and keeps what they typed', async () => {
  fakeAdminApi({
    'GET /job-offers/1': () => ({ body: offer }),
    ...noDraft,
    'PUT /job-offers/1': () => ({ status: 409, body: { message: 'changed', current: { ...offer, version: 5 } } }),
  });
  const user = userEvent.setup();
  renderEdit();
  const polish = await screen.findByRole('group', { name: 'Polski' });
  const location = within(polish).getByRole('textbox', { name: /Miejsce pracy/ });
  await user.clear(location);
  await user.type(location, 'Wieliczka');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  expect(await screen.findByText(/Ktoś zmienił tę ofertę/)).toBeInTheDocument();
  expect(location).toHaveValue('Wieliczka');
});

test('a closing date goes out as the instant typed; the drafts bar has no preview, the publishing panel is there', async () => {
  const api = fakeAdminApi({
    'GET /job-offers/1': () => ({ body: offer }),
    ...noDraft,
    'PUT /job-offers/1': ({ body }) => ({ body: { ...offer, ...(body as object), version: 5 } }),
  });
  const user = userEvent.setup();
  renderEdit();

  const closes = await screen.findByLabelText('Koniec naboru');
  await user.type(closes, '2026-12-01T09:30');
  expect(screen.getByRole('button', { name: 'Zapisz szkic' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Podgląd' })).toBeNull();
  const publishing = screen.getByRole('region', { name: 'Publikacja' });
  expect(within(publishing).getByRole('heading', { name: 'Opublikowany' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));

  const put = await waitForCall(api.calls, 'PUT');
  expect(put.body).toMatchObject({ closes: new Date('2026-12-01T09:30').toISOString(), version: 4 });
});

async function waitForCall(calls: Array<{ method: string; body: unknown }>, method: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const call = calls.find((each) => each.method === method);
    if (call) return call;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${method}`);
}
