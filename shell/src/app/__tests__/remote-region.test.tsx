import { use, type ReactElement } from 'react';
import { render as renderElement, screen } from '@testing-library/react';
import { RemoteRegion } from '../remote-region';
import { ShellContext } from '../shell-context';
import { regionsShellContext } from './regions-shell-context';

const shell = regionsShellContext;

/** Regions read the remote versions from the shell. */
const render = (element: ReactElement) =>
  renderElement(<ShellContext.Provider value={shell}>{element}</ShellContext.Provider>);

function Broken(): never {
  throw new Error('remote exploded');
}

const fallback = <p>Region unavailable</p>;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteRegion', () => {
  it('renders its children when they render fine', () => {
    render(
      <RemoteRegion name="content" fallback={fallback}>
        <p>Remote content</p>
      </RemoteRegion>,
    );
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByText('Region unavailable')).not.toBeInTheDocument();
  });

  it("carries the remote's name and the version the page was rendered with, for QA", () => {
    const { container } = render(
      <RemoteRegion name="catalogue" fallback={fallback}>
        <p>Remote content</p>
      </RemoteRegion>,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- data-remote is QA markup with no role
    const region = container.querySelector('[data-remote]');
    expect(region).toHaveAttribute('data-remote', 'catalogue');
    expect(region).toHaveAttribute('data-remote-version', '1.4.0+3f2a9c1d');
    expect(region).toContainElement(screen.getByText('Remote content'));
  });

  it("names a remote the page could not use 'unavailable'", () => {
    const { container } = render(
      <RemoteRegion name="search" fallback={fallback}>
        <p>Remote content</p>
      </RemoteRegion>,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- data-remote is QA markup with no role
    expect(container.querySelector('[data-remote="search"]')).toHaveAttribute('data-remote-version', 'unavailable');
  });

  it('a child that throws while rendering shows the fallback; siblings outside the region still render', () => {
    const { container } = render(
      <>
        <header>Header outside</header>
        <RemoteRegion name="catalogue" fallback={fallback}>
          <p>Before the error</p>
          <Broken />
        </RemoteRegion>
        <footer>Footer outside</footer>
      </>,
    );
    expect(screen.getByText('Region unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Before the error')).not.toBeInTheDocument();
    expect(screen.getByText('Header outside')).toBeInTheDocument();
    expect(screen.getByText('Footer outside')).toBeInTheDocument();
    // The fallback replaces the remote inside its own boundary element.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- data-remote is QA markup with no role
    expect(container.querySelector('[data-remote="catalogue"]')).toContainElement(
      screen.getByText('Region unavailable'),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(
      consoleError.mock.calls.some((args) => args.some((arg: unknown) => String(arg).includes("'catalogue'"))),
    ).toBe(true);
  });

  it('a failure in one region does not affect another region', () => {
    render(
      <>
        <RemoteRegion name="catalogue" fallback={<p>Catalogue fallback</p>}>
          <Broken />
        </RemoteRegion>
        <RemoteRegion name="chrome" fallback={<p>Chrome fallback</p>}>
          <p>Footer from chrome</p>
        </RemoteRegion>
      </>,
    );
    expect(screen.getByText('Catalogue fallback')).toBeInTheDocument();
    expect(screen.getByText('Footer from chrome')).toBeInTheDocument();
    expect(screen.queryByText('Chrome fallback')).not.toBeInTheDocument();
  });

  it('shows the fallback while a child is suspended', () => {
    const never = new Promise<string>(() => undefined);
    function Waiting() {
      return <p>{use(never)}</p>;
    }
    render(
      <RemoteRegion name="search" fallback={fallback}>
        <Waiting />
      </RemoteRegion>,
    );
    expect(screen.getByText('Region unavailable')).toBeInTheDocument();
  });
});
