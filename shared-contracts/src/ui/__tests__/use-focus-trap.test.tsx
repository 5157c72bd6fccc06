// The focus trap of the site's panels and dialogs (the mobile menu, the search overlay, the realization gallery).
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFocusTrap } from '../use-focus-trap';

function Page({ active }: { active: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, active);
  return (
    <>
      <button type="button">outside</button>
      <div ref={panel}>
        <button type="button">first</button>
        <button type="button" disabled>
          disabled
        </button>
        <div hidden>
          <button type="button">hidden</button>
        </div>
        <button type="button">last</button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    render(<Page active />);
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('pulls focus that lands outside back to the first control', () => {
    render(<Page active />);
    screen.getByRole('button', { name: 'outside' }).focus();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
  });

  it('does nothing while inactive', () => {
    render(<Page active={false} />);
    const outside = screen.getByRole('button', { name: 'outside' });
    outside.focus();
    expect(outside).toHaveFocus();
  });
});
