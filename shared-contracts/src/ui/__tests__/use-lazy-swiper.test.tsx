// Swiper loaded at the first intent, with the controls used before it ran acting once it does (the front carousel and
// the product gallery share this).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLazySwiper } from '../use-lazy-swiper';

class FakeSlider {
  moves: string[] = [];
  destroyed = false;
}

interface SliderProps {
  movable?: boolean;
  load(): Promise<typeof FakeSlider>;
  made: FakeSlider[];
}

function Slider({ movable = true, load, made }: SliderProps) {
  const { want, withSwiper, started } = useLazySwiper({
    movable,
    load,
    start: (Slider) => {
      const main = new Slider();
      made.push(main);
      return { main };
    },
    stop: ({ main }) => {
      main.destroyed = true;
    },
  });
  return (
    <div>
      <button type="button" onPointerEnter={want}>
        intent
      </button>
      <button type="button" onClick={() => withSwiper((main) => main.moves.push('next'))}>
        next
      </button>
      <p>{started ? 'running' : 'drawn'}</p>
    </div>
  );
}

/** Lets the import's promise settle (the hook's own import() resolves first). */
const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('useLazySwiper', () => {
  it('loads nothing until the visitor shows an intent, then starts once', async () => {
    const load = jest.fn(async () => FakeSlider);
    const made: FakeSlider[] = [];
    render(<Slider load={load} made={made} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'intent' }));
    await settle();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'intent' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    expect(screen.getByText('running')).toBeInTheDocument();
  });

  it('runs a control used before Swiper ran once it does, and later ones at once', async () => {
    const made: FakeSlider[] = [];
    render(<Slider load={async () => FakeSlider} made={made} />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await settle();
    expect(made[0]?.moves).toEqual(['next', 'next']);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(made[0]?.moves).toEqual(['next', 'next', 'next']);
  });

  it('does not load Swiper for an intent on a slider with one slide', async () => {
    const load = jest.fn(async () => FakeSlider);
    render(<Slider movable={false} load={load} made={[]} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'intent' }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets what was queued when the chunk does not load, and tries again at the next intent', async () => {
    const load = jest.fn<Promise<typeof FakeSlider>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(FakeSlider);
    const made: FakeSlider[] = [];
    render(<Slider load={load} made={made} />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await settle();
    expect(made).toHaveLength(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'intent' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(made[0]?.moves).toEqual([]);
  });

  it('destroys Swiper when the slider leaves the page', async () => {
    const made: FakeSlider[] = [];
    const { unmount } = render(<Slider load={async () => FakeSlider} made={made} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'intent' }));
    await settle();
    unmount();
    expect(made[0]?.destroyed).toBe(true);
  });
});
