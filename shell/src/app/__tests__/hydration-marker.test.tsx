import type { ComponentType, ReactNode } from 'react';
import { regionsShellContext } from './regions-shell-context';

type Modules = {
  react: typeof import('react');
  server: typeof import('react-dom/server');
  client: typeof import('react-dom/client');
  marker: typeof import('../hydration-marker');
  region: typeof import('../remote-region');
  context: typeof import('../shell-context');
};

/** Fresh modules (React with them) per test: the marker keeps its state for the page's lifetime. */
async function freshModules(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      react: await import('react'),
      server: await import('react-dom/server'),
      client: await import('react-dom/client'),
      marker: await import('../hydration-marker'),
      region: await import('../remote-region'),
      context: await import('../shell-context'),
    };
  });
  return modules!;
}

const shell = regionsShellContext;

function page({ marker, region, context }: Modules, content: ReactNode) {
  function Root() {
    marker.useRootHydrationMarker();
    return (
      <region.RemoteRegion name="content" fallback={<p>Region unavailable</p>}>
        {content}
      </region.RemoteRegion>
    );
  }
  return (
    <context.ShellContext.Provider value={shell}>
      <Root />
    </context.ShellContext.Provider>
  );
}

function PageText() {
  return <p>Remote content</p>;
}

const hydratedMark = () => document.documentElement.dataset.hydrated;

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<html data-hydrated>', () => {
  it("waits for a region whose code is still on its way, and is set once that region's content has hydrated", async () => {
    const modules = await freshModules();
    const { act, lazy } = modules.react;
    const container = document.createElement('div');
    container.innerHTML = modules.server.renderToString(page(modules, <PageText />));
    document.body.append(container);
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LazyText = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));

    await act(async () => {
      modules.client.hydrateRoot(container, page(modules, <LazyText />));
    });
    expect(hydratedMark()).toBeUndefined();

    await act(async () => arrive({ default: PageText }));
    expect(hydratedMark()).toBe('true');
    container.remove();
  });

  it('is set when a region fails and shows its fallback', async () => {
    const modules = await freshModules();
    const { act } = modules.react;
    const container = document.createElement('div');
    container.innerHTML = modules.server.renderToString(page(modules, <PageText />));
    document.body.append(container);
    function Broken(): never {
      throw new Error('remote exploded');
    }

    await act(async () => {
      modules.client.hydrateRoot(container, page(modules, <Broken />), { onRecoverableError: () => undefined });
    });
    expect(hydratedMark()).toBe('true');
    container.remove();
  });
});
