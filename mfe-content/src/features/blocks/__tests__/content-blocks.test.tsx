// The block types of content pages (docs/behaviour.md#content-blocks) rendered from realistic API content
// (api/fixtures/README.md shapes), through load() (loadBlocks) as the page does: sanitised HTML, API-filled data, other
// remotes' block modules.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import type { BlockModule, JsonObject, LoadContext, PatternCollection, SafeHtml } from '@ergoforma/shared-contracts';
import { BlockRenderer } from '../../../components/block-renderer';
import type { PreparedBlock } from '../../../utils/block-registry';
import { loadBlocks } from '../../../utils/prepare-blocks';
import { blocks, preloadAllBlockComponents, SAMPLE_CONTENT } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

const COLLECTIONS: PatternCollection[] = [
  {
    id: 1,
    name: 'Valencia',
    description: 'Tkanina poliestrowa.',
    patterns: [{ id: 1, name: 'Grafit', code: 'VA01', color: '#3a3f44', imageUrl: null }],
  },
  {
    id: 2,
    name: 'Mesh Air',
    description: 'Siatka oparciowa.',
    patterns: [{ id: 7, name: 'Czarny', code: 'MA01', color: '#1f2326', imageUrl: null }],
  },
  { id: 3, name: 'Skaj', description: null, patterns: [] },
];

/** A block module of another remote: renders its data as a titled list. */
function fakeModule(name: string): BlockModule<{ heading: string; items: string[] }> & { load: jest.Mock } {
  return {
    load: jest.fn(async (_context: LoadContext, content: JsonObject) => ({
      heading: `${name}: ${String(content.title)}`,
      items: ['Aruba', 'Lambda'],
    })),
    Component: ({ data }) => (
      <section>
        <h2>{data.heading}</h2>
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    ),
  };
}

function loadContext(overrides: Partial<LoadContext> = {}): LoadContext {
  return {
    api: fakeApiClient({
      patternCollections: {
        list: jest.fn().mockResolvedValue({ member: COLLECTIONS, totalItems: 3, page: 1, itemsPerPage: 30 }),
      },
    }),
    locale: 'pl',
    pathname: '/o-nas',
    query: new URLSearchParams(),
    // Marks what went through the sanitiser, so the tests see that every HTML field did.
    sanitizeHtml: (html: string) => html.replace('<p>', '<p data-sanitised="">') as SafeHtml,
    loadModule: async () => {
      throw new Error('no module');
    },
    ...overrides,
  };
}

async function load(
  type: string,
  content: Record<string, unknown> = SAMPLE_CONTENT[type],
  context = loadContext(),
): Promise<PreparedBlock[]> {
  return loadBlocks(contentBlocks, [blocks.html(1, 1, '<p>Wstęp</p>'), blocks.of(2, 2, type, content)], context);
}

describe('content blocks', () => {
  beforeAll(() => preloadAllBlockComponents());
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('chair: draws a numbered marker per adjustment over the picture and lists every description', async () => {
    const user = userEvent.setup();
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('chair')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sześć regulacji krzesła' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Krzesło z zaznaczonymi regulacjami' })).toHaveAttribute('width', '1200');
    const marker = screen.getByRole('button', { name: 'Regulacja 2: Podparcie lędźwi' });
    expect(marker).toHaveStyle({ left: '60%', top: '38%' });
    expect(screen.getByRole('heading', { level: 3, name: 'Wysokość siedziska' })).toBeInTheDocument();
    expect(screen.getByText('Stopy płasko na podłodze.')).toHaveAttribute('data-sanitised');
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Regulacja 1: Wysokość siedziska' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('download: one document with its text and a download button naming the file', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('download')} />);
    expect(screen.getByRole('heading', { name: 'Warunki współpracy' })).toBeInTheDocument();
    expect(screen.getByText('Rabaty i terminy dostaw w jednym dokumencie.')).toHaveAttribute('data-sanitised');
    const link = screen.getByRole('link', { name: /^Pobierz\W+Warunki współpracy 2026 \(PDF\)$/ });
    expect(link).toHaveAttribute('href', '/media/downloads/warunki-wspolpracy.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('downloads: a link per document with its format', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('downloads')} />);
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const list = screen.getByRole('heading', { name: 'Do pobrania' }).parentElement!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/media/downloads/ergoforma-catalogue-2026.pdf',
      '/media/downloads/karta-gwarancyjna.pdf',
    ]);
    expect(links[0]).toHaveAccessibleName('Katalog 2026 Format: PDF');
  });

  it.each([
    ['pl', 'Brak plików'],
    ['en', 'No files'],
    ['fr', 'Aucun fichier'],
  ] as const)('downloads: says "no files" (%s) when the list is empty', async (locale, text) => {
    renderRemote(
      <BlockRenderer registry={contentBlocks} blocks={await load('downloads', { title: 'Do pobrania', files: [] })} />,
      { locale },
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('fabrics: the named pattern collections from the API, in the block order, with their swatches', async () => {
    const context = loadContext();
    renderRemote(
      <BlockRenderer registry={contentBlocks} blocks={await load('fabrics', SAMPLE_CONTENT.fabrics, context)} />,
    );
    expect(context.api.services.patternCollections.list).toHaveBeenCalledWith({ pagination: false });
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Mesh Air', 'Valencia']);
    const valencia = within(screen.getByRole('list', { name: 'Kolory kolekcji Valencia' }));
    expect(valencia.getByText('Grafit')).toBeInTheDocument();
    expect(valencia.getByText('VA01')).toBeInTheDocument();
  });

  it('fabrics: skipped (and logged), not fatal, when the API fails', async () => {
    const context = loadContext({
      api: fakeApiClient({ patternCollections: { list: jest.fn().mockRejectedValue(new Error('down')) } }),
    });
    renderRemote(
      <BlockRenderer registry={contentBlocks} blocks={await load('fabrics', SAMPLE_CONTENT.fabrics, context)} />,
    );
    expect(screen.getByText('Wstęp')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tkaniny' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'fabrics'"), expect.any(Error));
  });

  it('slider: an image carousel with its title, the first image shown', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('slider')} />);
    expect(screen.getByRole('heading', { name: 'Zajrzyj do fabryki' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Zajrzyj do fabryki' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'karuzela');
    expect(within(carousel).getByRole('group', { name: '1 z 2' })).not.toHaveAttribute('aria-hidden');
    expect(within(carousel).getByText('Szwalnia tapicerska')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Następny slajd' })).toBeInTheDocument();
  });

  it('tabs of data: WAI-ARIA tabs, the first open, arrows, Home and End move between them', async () => {
    const user = userEvent.setup();
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('tabs_of_data')} />);
    const tablist = screen.getByRole('tablist', { name: 'Dla kogo' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Dealerzy' })).toHaveTextContent('rabat partnerski');
    expect(screen.queryByText('modele 3D')).not.toBeVisible();
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    await user.click(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Architekci' })).toHaveTextContent('modele 3D');
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]);
    expect(screen.getByRole('tabpanel', { name: 'Firmy i instytucje' })).toBeVisible();
  });

  it('default content: leading the page, its title is the h1 and the intro follows', async () => {
    const prepared = await loadBlocks(
      contentBlocks,
      [blocks.of(1, 1, 'default_content', SAMPLE_CONTENT.default_content)],
      loadContext(),
    );
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aktualności' })).toBeInTheDocument();
    expect(screen.getByText('Co słychać w Ergoformie.')).toHaveAttribute('data-sanitised');
  });

  it('logistics: label and value rows', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('logistics')} />);
    expect(screen.getByRole('heading', { name: 'Logistyka' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- checks which element directly follows (the order of the markup)
    expect(screen.getByText('Waga').nextElementSibling).toHaveTextContent('18 kg');
    // eslint-disable-next-line testing-library/no-node-access -- checks which element directly follows (the order of the markup)
    expect(screen.getByText('Wymiary kartonu').nextElementSibling).toHaveTextContent('70 × 65 × 40 cm');
  });

  it('patterns: a heading and sanitised HTML', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('patterns')} />);
    expect(screen.getByRole('heading', { name: 'Wzornik' })).toBeInTheDocument();
    expect(screen.getByText('Próbki tkanin wysyłamy w 48 godzin.')).toHaveAttribute('data-sanitised');
  });

  it('sizes: the note and a table with column and row headers in a keyboard-scrollable region', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('sizes')} />);
    expect(screen.getByText('Dla biurka 72–75 cm.')).toHaveAttribute('data-sanitised');
    const region = screen.getByRole('region', { name: 'Wysokość siedziska a wzrost' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wzrost', 'Wysokość siedziska']);
    expect(within(table).getByRole('rowheader', { name: '160–175 cm' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '43–48 cm' })).toBeInTheDocument();
  });

  it('timeline: the years in order with their text', async () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={await load('timeline')} />);
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const list = within(screen.getByRole('heading', { name: 'Nasza historia' }).parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1998Warsztat tapicerski w Krakowie', '2014Nowa fabryka']);
  });

  it.each([
    ['products_list', 'catalogue/ProductsBlock', 'Krzesła obrotowe'],
    ['products_simple', 'catalogue/ProductsBlock', 'Polecane'],
    ['job_list', 'careers/JobList', 'Aktualne oferty pracy'],
  ] as const)('%s: rendered by the owning remote (%s) with the data its loader returned', async (type, id, title) => {
    const module = fakeModule(id);
    const loadModule = jest.fn(async () => module);
    const context = loadContext({ loadModule: loadModule as unknown as LoadContext['loadModule'] });
    const prepared = await load(type, SAMPLE_CONTENT[type], context);
    expect(loadModule).toHaveBeenCalledWith(id);
    expect(module.load).toHaveBeenCalledWith(context, SAMPLE_CONTENT[type]);
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared} />, {
      services: { module: (wanted: string) => (wanted === id ? module : undefined) },
    });
    expect(screen.getByRole('heading', { name: `${id}: ${title}` })).toBeInTheDocument();
    expect(screen.getByText('Lambda')).toBeInTheDocument();
  });

  it('renders nothing for another remote block when that remote is down, and the page goes on', async () => {
    const prepared = await load('job_list');
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared} />);
    expect(screen.getByText('Wstęp')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('careers/JobList'), expect.any(Error));
  });

  it('keeps the page when another remote block throws while rendering', async () => {
    const broken: BlockModule<unknown> = {
      load: async () => ({}),
      Component: () => {
        throw new Error('render failed');
      },
    };
    const prepared = await load(
      'products_list',
      SAMPLE_CONTENT.products_list,
      loadContext({ loadModule: (async () => broken) as unknown as LoadContext['loadModule'] }),
    );
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared} />, { services: { module: () => broken } });
    expect(screen.getByText('Wstęp')).toBeInTheDocument();
  });

  it('skips an unknown block type with a warning naming it, keeps no content for it and renders the rest', async () => {
    const prepared = await loadBlocks(
      contentBlocks,
      [blocks.of(1, 1, 'hologram', { html: '<script>alert(1)</script>' }), blocks.html(2, 2, '<p>Dalej</p>')],
      loadContext(),
    );
    expect(prepared[0]).toEqual({ id: 1, type: 'hologram', position: 1, content: null });
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared} />);
    expect(screen.getByText('Dalej')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'hologram'"));
  });

  it('every documented block type has a renderer (but the news and mechanism ones another team adds)', async () => {
    const types = contentBlocks.types();
    for (const type of [
      'banner_text',
      'chair',
      'contact',
      'download',
      'fabrics',
      'front_slider',
      'html',
      'job_list',
      'latest_products',
      'products_list',
      'products_simple',
      'slider',
      'tabs_of_data',
      'default_content',
      'downloads',
      'logistics',
      'patterns',
      'sizes',
      'text_with_image',
      'timeline',
    ]) {
      expect(types).toContain(type);
    }
  });
});
