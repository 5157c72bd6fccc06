// Type test of the event bus. Jest does not run it: the workspace type check (`npm run typecheck`) compiles it, and
// fails if a line marked @ts-expect-error compiles ("Unused '@ts-expect-error' directive") or a checked type differs.
import type { Locale } from '../../locale/locales';
import { siteEvents, type EventBus } from '../bus';

interface TestEvents {
  ping: { n: number };
  pong: { text: string };
}

/** true only when A and B are the same type (not merely assignable to each other). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Never called: the body only has to compile. */
export function eventBusTypes(bus: EventBus<TestEvents>): void {
  bus.emit('ping', { n: 1 });
  bus.on('pong', (payload) => {
    const exact: Equal<typeof payload, { text: string }> = true;
    // @ts-expect-error a 'pong' payload has no n
    return [exact, payload.n];
  });

  // @ts-expect-error wrong payload for 'ping'
  bus.emit('ping', { text: 'x' });
  // @ts-expect-error the payload is required
  bus.emit('ping');
  // @ts-expect-error unknown event
  bus.on('nope', () => undefined);
  // @ts-expect-error a listener of 'ping' cannot take a 'pong' payload
  bus.off('ping', (payload: TestEvents['pong']) => payload.text);

  siteEvents.on('locale:changed', (payload) => {
    const exact: Equal<typeof payload, { locale: Locale }> = true;
    return [exact, payload.locale];
  });
  // @ts-expect-error not a locale of the site
  siteEvents.emit('locale:changed', { locale: 'de' });
  // @ts-expect-error an event the site does not declare in SiteEvents
  siteEvents.emit('cart:changed', {});
}
