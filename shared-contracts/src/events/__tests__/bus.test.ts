// The bus's types (payloads must match the event) are checked by bus.type-test.ts.
import { createEventBus, siteEvents, type SiteEvents } from '../bus';

interface TestEvents {
  ping: { n: number };
  pong: { text: string };
}

describe('createEventBus', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('delivers the payload to every listener of the event, in subscription order', () => {
    const bus = createEventBus<TestEvents>();
    const seen: string[] = [];
    bus.on('ping', ({ n }) => seen.push(`a${n}`));
    bus.on('ping', ({ n }) => seen.push(`b${n}`));
    bus.emit('ping', { n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('does not deliver to listeners of other events', () => {
    const bus = createEventBus<TestEvents>();
    const pong = jest.fn();
    bus.on('pong', pong);
    bus.emit('ping', { n: 1 });
    expect(pong).not.toHaveBeenCalled();
  });

  it('emitting an event nobody listens to does nothing', () => {
    const bus = createEventBus<TestEvents>();
    expect(() => bus.emit('ping', { n: 1 })).not.toThrow();
  });

  it('off and the function returned by on unsubscribe', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    const b = jest.fn();
    const unsubscribeA = bus.on('ping', a);
    bus.on('ping', b);
    unsubscribeA();
    bus.off('ping', b);
    bus.emit('ping', { n: 1 });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('unsubscribing one listener keeps the others', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    const b = jest.fn();
    const unsubscribeA = bus.on('ping', a);
    bus.on('ping', b);
    unsubscribeA();
    bus.emit('ping', { n: 2 });
    expect(b).toHaveBeenCalledWith({ n: 2 });
  });

  it('the same listener added twice is called once per emit', () => {
    const bus = createEventBus<TestEvents>();
    const a = jest.fn();
    bus.on('ping', a);
    bus.on('ping', a);
    bus.emit('ping', { n: 1 });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('one failing listener does not stop the others, and the failure is logged', () => {
    const bus = createEventBus<TestEvents>();
    const before = jest.fn();
    const after = jest.fn();
    const failure = new Error('boom');
    bus.on('ping', before);
    bus.on('ping', () => {
      throw failure;
    });
    bus.on('ping', after);
    expect(() => bus.emit('ping', { n: 3 })).not.toThrow();
    expect(before).toHaveBeenCalledWith({ n: 3 });
    expect(after).toHaveBeenCalledWith({ n: 3 });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('ping'), failure);
  });

  it('a failing listener still receives later events', () => {
    const bus = createEventBus<TestEvents>();
    const flaky = jest.fn().mockImplementationOnce(() => {
      throw new Error('once');
    });
    bus.on('ping', flaky);
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('a listener that unsubscribes another during emit does not break the current emit', () => {
    const bus = createEventBus<TestEvents>();
    const second = jest.fn();
    bus.on('ping', () => bus.off('ping', second));
    bus.on('ping', second);
    bus.emit('ping', { n: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    bus.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('buses are independent', () => {
    const one = createEventBus<TestEvents>();
    const two = createEventBus<TestEvents>();
    const listener = jest.fn();
    one.on('ping', listener);
    two.emit('ping', { n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('siteEvents', () => {
  it('is a shared bus carrying the site events', () => {
    const listener = jest.fn<void, [SiteEvents['locale:changed']]>();
    const unsubscribe = siteEvents.on('locale:changed', listener);
    siteEvents.emit('locale:changed', { locale: 'fr' });
    unsubscribe();
    siteEvents.emit('locale:changed', { locale: 'en' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ locale: 'fr' });
  });
});
