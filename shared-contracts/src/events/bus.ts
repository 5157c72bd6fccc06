// The one way remotes talk to each other and to the shell in the browser: named, typed events.
import type { Locale } from '../locale/locales';
import type { CookieConsent } from '../types/entities';

/** Every event on the site and its payload. Add an event here before emitting it. */
export interface SiteEvents {
  /** The language changed; listeners reload what depends on it. */
  'locale:changed': { locale: Locale };
  /** The shell finished a navigation. */
  'route:changed': { path: string };
  /** Loading bar commands (docs/behaviour.md#page-loading). */
  'loading-bar:start': Record<string, never>;
  'loading-bar:pause': Record<string, never>;
  'loading-bar:resume': Record<string, never>;
  'loading-bar:finish': Record<string, never>;
  'loading-bar:fail': Record<string, never>;
  /** A search was submitted from the overlay. */
  'search:submitted': { phrase: string };
  /** The visitor saved cookie preferences. */
  'cookie-consent:changed': { consent: CookieConsent };
  /** Ask the shell to open the cookie settings (e.g. from a footer link). */
  'cookie-consent:open': Record<string, never>;
  /** The browser went online or offline (docs/behaviour.md#online-status). */
  'network:status': { online: boolean };
}

export type SiteEventName = keyof SiteEvents;
export type Listener<K extends SiteEventName> = (payload: SiteEvents[K]) => void;

export interface EventBus<Events> {
  on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void;
  off<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

export function createEventBus<Events>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  const bus: EventBus<Events> = {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => bus.off(name, listener);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: Events[typeof name]) => void)(payload);
        } catch (error) {
          // One failing listener must not stop the others.
          console.error(`Listener of '${String(name)}' failed`, error);
        }
      }
    },
  };
  return bus;
}

/** The page's bus. The contracts package is a Module Federation singleton, so every remote gets this instance. */
export const siteEvents: EventBus<SiteEvents> = createEventBus<SiteEvents>();
