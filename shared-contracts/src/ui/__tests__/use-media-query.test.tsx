// Whether a media query matches: false in the server HTML and the first render, then the browser's answer, kept current.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from '../use-media-query';

function Width() {
  return <p>{useMediaQuery('(max-width: 640px)') ? 'narrow' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  let matches = true;
  let listener: (() => void) | null = null;
  beforeEach(() => {
    matches = true;
    window.matchMedia = jest.fn(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return matches;
          },
          addEventListener: (_type: string, callback: () => void) => {
            listener = callback;
          },
          removeEventListener: () => {
            listener = null;
          },
        }) as unknown as MediaQueryList,
    );
  });

  it('renders false on the server, whatever the browser will say', () => {
    expect(renderToString(<Width />)).toContain('wide');
  });

  it('follows the browser once running', () => {
    render(<Width />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    matches = false;
    act(() => listener?.());
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
