import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `active`, Escape anywhere or a press outside `containerRef` calls `onDismiss`.
 * Used by every disclosure of the header (navigation dropdowns, language switch).
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    const onPointerDown = (event: Event) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) latest.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, containerRef]);
}
