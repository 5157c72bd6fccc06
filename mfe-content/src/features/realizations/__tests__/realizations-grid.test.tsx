import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Image, LoadContext, Realization, SafeHtml } from '@ergoforma/shared-contracts';
import { fakeApiClient, fakeSwipers, noBlockModule, renderRemote } from '@ergoforma/shared-contracts/testing';
import { loadRealizations } from '../api/load-realizations';
import { RealizationsGrid } from '../components/realizations-grid';
import type { RealizationsContent } from '../types';

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml;

function image(name: string): Image {
  return { url: `/media/realizations/${name}.jpg`, alt: `Photo ${name}`, width: 1600, height: 1067, sources: [] };
}

function realization(id: number, title: string, pictures: number): Realization {
  return {
    id,
    title,
    slug: `r-${id}`,
    lead: `<p>About <strong>${title}</strong></p><script>alert(1)</script>`,
    images: Array.from({ length: pictures }, (_, index) => image(`r${id}-${index + 1}`)),
  };
}

async function content(realizations: Realization[]): Promise<RealizationsContent> {
  const list = jest
    .fn()
    .mockResolvedValue({ member: realizations, totalItems: realizations.length, page: 1, itemsPerPage: 30 });
  const context: LoadContext = {
    api: fakeApiClient({ realizations: { list } }),
    sanitizeHtml,
    locale: 'en',
    pathname: '/en/realizations',
    query: new URLSearchParams(),
    loadModule: noBlockModule,
  };
  const loaded = await loadRealizations({ title: 'Selected projects' }, sanitizeHtml, context);
  expect(list).toHaveBeenCalledWith({ pagination: false });
  return loaded;
}

const shownSlide = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hasAttribute('aria-hidden'))
    .map((group) => group.getAttribute('aria-label'));

async function renderGrid(
  realizations = [realization(1, 'Bank in Kraków', 4), realization(2, 'Library in Wrocław', 2)],
) {
  const data = await content(realizations);
  return renderRemote(
    <>
      <RealizationsGrid content={data} headingLevel={2} isLead={false} />
      <a href="/after">After the grid</a>
    </>,
    { locale: 'en' },
  );
}

describe('realizations grid and gallery modal', () => {
  beforeEach(() => {
    fakeSwipers.length = 0;
  });

  it('shows each realization with its cover and title; the leads are sanitised in load()', async () => {
    const data = await content([realization(1, 'Bank in Kraków', 4)]);
    expect(data.realizations[0].lead).toBe('<p>About <strong>Bank in Kraków</strong></p>');
    await renderGrid();
    expect(screen.getByRole('heading', { level: 3, name: 'Bank in Kraków' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, 4 photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the gallery: Library in Wrocław, 2 photos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at the clicked picture with title, HTML lead and a close button', async () => {
    const user = userEvent.setup();
    await renderGrid();
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, photo 3 of 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Bank in Kraków' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Bank in Kraków' })).toHaveFocus();
    expect(within(dialog).getByText('Bank in Kraków', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the gallery' })).toBeInTheDocument();
    expect(shownSlide(dialog)).toEqual(['3 of 4']);
    // Swiper starts at the first move, at the slide the gallery opened with.
    await user.keyboard('{ArrowRight}');
    expect(fakeSwipers.at(-1)!.params).toMatchObject({ rewind: false, initialSlide: 2 });
    expect(shownSlide(dialog)).toEqual(['4 of 4']);
  });

  it('marks a lead the API answered in Polish with lang="pl", and only that one', async () => {
    const user = userEvent.setup();
    await renderGrid([
      { ...realization(1, 'Bank in Kraków', 1), untranslated: ['lead'] },
      { ...realization(2, 'Library in Wrocław', 1), untranslated: [] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, 1 photo' }));
    expect(
      within(screen.getByRole('dialog')).getByText('Bank in Kraków', { selector: '[lang="pl"] strong' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the gallery' }));
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Library in Wrocław, 1 photo' }));
    expect(
      within(screen.getByRole('dialog')).queryByText('Library in Wrocław', { selector: '[lang="pl"] strong' }),
    ).not.toBeInTheDocument();
  });

  it('is not infinite: previous is disabled on the first picture and next on the last', async () => {
    const user = userEvent.setup();
    await renderGrid();
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, 4 photos' }));
    const dialog = screen.getByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous slide' });
    const next = within(dialog).getByRole('button', { name: 'Next slide' });
    expect(shownSlide(dialog)).toEqual(['1 of 4']);
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(shownSlide(dialog)).toEqual(['4 of 4']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('moves through the photos with the left and right arrow keys, stopping at the ends', async () => {
    const user = userEvent.setup();
    await renderGrid();
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, photo 3 of 4' }));
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(shownSlide(dialog)).toEqual(['4 of 4']);
    await user.keyboard('{ArrowRight}');
    expect(shownSlide(dialog)).toEqual(['4 of 4']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shownSlide(dialog)).toEqual(['1 of 4']);
  });

  it('closes on Escape and gives focus back to the picture that opened it', async () => {
    const user = userEvent.setup();
    await renderGrid();
    const opener = screen.getByRole('button', { name: 'Open the gallery: Library in Wrocław, photo 2 of 2' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Library in Wrocław' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns to the grid', async () => {
    const user = userEvent.setup();
    await renderGrid();
    const cover = screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, 4 photos' });
    await user.click(cover);
    await user.click(screen.getByRole('button', { name: 'Close the gallery' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cover).toHaveFocus();
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    await renderGrid();
    await user.click(screen.getByRole('button', { name: 'Open the gallery: Bank in Kraków, photo 2 of 4' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close the gallery' });
    // eslint-disable-next-line testing-library/no-node-access -- lists the dialog's focusable controls in DOM order (the cycle of its focus trap)
    const controls = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const last = controls.at(-1)!;
    act(() => last.focus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let step = 0; step < controls.length * 2; step += 1) {
      await user.tab();
      // eslint-disable-next-line testing-library/no-node-access -- asserts where the focus is, which no query expresses
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('link', { name: 'After the grid', hidden: true })).not.toHaveFocus();
  });

  it("says 'no realizations' when there are none", async () => {
    const data = await content([]);
    renderRemote(<RealizationsGrid content={data} headingLevel={2} isLead={false} />, { locale: 'pl' });
    expect(screen.getByText('Brak realizacji')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
