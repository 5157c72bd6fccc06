// Links to pages of the site: a real <a href> (works without JavaScript, opens in a new tab with a modifier key),
// navigated client-side on a plain click. The page behind a link is prefetched when the visitor is likely to
// follow it: at once on hover, focus or touch, and queued when a link of the page's content (inside <main>) enters
// the viewport (the shell decides
// whether prefetching is allowed at all, see SiteNavigator.prefetch).
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useSiteLocation, useSiteNavigator, type SiteNavigator } from './site-navigation';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site ('/produkty/fotele?page=2'). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click is a plain left click the page should handle (not a new-tab or download request). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

type ViewportCallback = () => void;

/** One observer for every link on the page; each link is reported once, the first time it is in view. */
let viewportObserver: IntersectionObserver | null = null;
const viewportCallbacks = new WeakMap<Element, ViewportCallback>();

function observeOnce(element: Element, callback: ViewportCallback): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  viewportObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      viewportObserver?.unobserve(entry.target);
      viewportCallbacks.get(entry.target)?.();
      viewportCallbacks.delete(entry.target);
    }
  });
  viewportCallbacks.set(element, callback);
  viewportObserver.observe(element);
  return () => {
    viewportObserver?.unobserve(element);
    viewportCallbacks.delete(element);
  };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A ref callback that passes the element on and watches it enter the viewport. */
function useViewportPrefetch(to: string, navigator: SiteNavigator, ref: Ref<HTMLAnchorElement> | undefined) {
  return useCallback(
    (element: HTMLAnchorElement | null) => {
      assignRef(ref, element);
      if (!element) return undefined;
      // The header's and footer's menus are on every page: only the page's own links are worth loading unasked.
      if (!element.closest('main')) return () => assignRef(ref, null);
      const stop = observeOnce(element, () => navigator.prefetch(to));
      return () => {
        stop();
        assignRef(ref, null);
      };
    },
    [to, navigator, ref],
  );
}

export function SiteLink({
  to,
  replace,
  ref,
  target,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  children,
  ...anchorProps
}: SiteLinkProps) {
  const navigator = useSiteNavigator();
  const observedRef = useViewportPrefetch(to, navigator, ref);
  const prefetchNow = () => navigator.prefetch(to, { urgent: true });
  return (
    <a
      {...anchorProps}
      ref={observedRef}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigator.navigate(to, { replace });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchNow();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchNow();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchNow();
      }}
    >
      {children}
    </a>
  );
}

function normalizedPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** Whether `to` names the page being shown (same path; query and fragment aside). */
export function isCurrentPath(to: string, pathname: string): boolean {
  return normalizedPath(to) === normalizedPath(pathname);
}

/** A SiteLink marked `aria-current="page"` when it leads to the page being shown (menus). */
export function SiteNavLink(props: SiteLinkProps) {
  const { pathname } = useSiteLocation();
  return <SiteLink aria-current={isCurrentPath(props.to, pathname) ? 'page' : undefined} {...props} />;
}
