import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRegionOutlinesShortcut, setRegionOutlines, useRegionOutlines } from '../region-outlines';

function Page() {
  useRegionOutlines();
  return <p>page</p>;
}

const outlined = () => document.documentElement.dataset.debugRegions !== undefined;

beforeEach(() => {
  setRegionOutlines(false);
  window.history.replaceState(null, '', '/');
});

describe('region outlines for QA', () => {
  it('are off on a normal page view', () => {
    render(<Page />);
    expect(outlined()).toBe(false);
  });

  it("are on with '?debug=regions', and stay on for the session", () => {
    window.history.replaceState(null, '', '/produkty?debug=regions');
    const { unmount } = render(<Page />);
    expect(outlined()).toBe(true);
    unmount();
    delete document.documentElement.dataset.debugRegions;
    window.history.replaceState(null, '', '/kontakt');
    render(<Page />);
    expect(outlined()).toBe(true);
  });

  it('toggle with Alt+Shift+R', async () => {
    render(<Page />);
    await userEvent.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(outlined()).toBe(true);
    await userEvent.keyboard('{Alt>}{Shift>}R{/Shift}{/Alt}');
    expect(outlined()).toBe(false);
    await userEvent.keyboard('{Shift>}R{/Shift}');
    expect(outlined()).toBe(false);
  });

  it('the shortcut is Alt+Shift and the R key, nothing else', () => {
    const keys = { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyR' };
    expect(isRegionOutlinesShortcut(keys)).toBe(true);
    expect(isRegionOutlinesShortcut({ ...keys, ctrlKey: true })).toBe(false);
    expect(isRegionOutlinesShortcut({ ...keys, code: 'KeyT' })).toBe(false);
    expect(isRegionOutlinesShortcut({ ...keys, altKey: false })).toBe(false);
  });
});
