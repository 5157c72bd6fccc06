import type { PageSink } from '../page-sink';
import { renderPage, renderSlots, type PageRequest, type RenderDependencies } from '../render-page';

/** A render that ends when the test says so. */
function controlledRender(name: string, log: string[]) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    run: async () => {
      log.push(`start ${name}`);
      await ended;
      log.push(`end ${name}`);
      return name;
    },
  };
}

/** A few turns of the event loop: each render starts on a turn of its own. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('renderSlots', () => {
  it('runs at most the given number of renders at once, the others in arrival order', async () => {
    const slots = renderSlots(2);
    const log: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => controlledRender(name, log));
    const results = renders.map((render) => slots(render.run));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    renders[1].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    renders[0].finish();
    renders[2].finish();
    renders[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('lets the event loop take a turn before each render, so waiting requests and timers are not starved', async () => {
    const slots = renderSlots(1);
    const order: string[] = [];
    const renders = [1, 2, 3].map((n) => slots(async () => void order.push(`render ${n}`)));
    setImmediate(() => order.push('timer'));
    await Promise.all(renders);
    expect(order.indexOf('timer')).toBeGreaterThan(-1);
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('render 3'));
  });

  it('frees the slot of a render that failed', async () => {
    const slots = renderSlots(1);
    await expect(slots(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(slots(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('renderPage', () => {
  it('does not render for a visitor who left while the page waited for a slot', async () => {
    const sink: PageSink = { start: jest.fn(), write: jest.fn(), end: jest.fn() };
    const controller = new AbortController();
    controller.abort();
    const request = { url: new URL('http://localhost/'), sink, signal: controller.signal } as unknown as PageRequest;
    const deps = { slots: renderSlots(1) } as unknown as RenderDependencies;
    await expect(renderPage(request, deps)).resolves.toEqual({ complete: false });
    expect(sink.start).not.toHaveBeenCalled();
  });
});
