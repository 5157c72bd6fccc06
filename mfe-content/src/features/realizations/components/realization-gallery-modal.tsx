// The realization gallery modal (docs/behaviour.md#realization-gallery-modal): title, HTML lead, close button and a
// single-image slider (previous/next, not infinite, so the buttons are disabled at the ends) starting at the clicked
// picture. A native modal <dialog> (the rest of the page is inert); Tab and Shift+Tab also wrap inside it, the left and
// right arrow keys move through the photos (like the product gallery), Escape closes it, and focus returns to the
// element that opened it.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { focusableIn, useFocusTrap } from '@ergoforma/shared-contracts/ui/use-focus-trap';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import { Carousel, type CarouselControls } from '../../../components/carousel';
import type { RealizationItem } from '../types';
import styles from './realization-gallery-modal.module.css';

interface RealizationGalleryModalProps {
  realization: RealizationItem;
  initialIndex: number;
  /** Gets focus back when the modal closes (the thumbnail or cover that opened it). */
  returnFocusTo: HTMLElement | null;
  onClose(): void;
}

export function RealizationGalleryModal({
  realization,
  initialIndex,
  returnFocusTo,
  onClose,
}: RealizationGalleryModalProps) {
  const { t } = useContentTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const carouselRef = useRef<CarouselControls>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Declared before the effect that opens the dialog: on closing, the trap is gone before focus returns to the page.
  useFocusTrap(dialogRef, true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // Focus starts on the title, not on a button: the key that opened the gallery (Enter fires click on keydown
    // and again on keypress) must not press the close button.
    titleRef.current?.focus();
    // The page behind does not scroll while the gallery is open.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      returnFocusTo?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      if (event.key === 'ArrowLeft') carouselRef.current?.previous();
      else carouselRef.current?.next();
    }
  };

  // The browser's own Escape handling (and the 'close request' of other input methods).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop (outside the panel) closes, like the close button.
    if (event.target === event.currentTarget) {
      onCloseRef.current();
      return;
    }
    // Previous/next is disabled at the ends; focus on it would fall out of the dialog, so keep it on a control.
    const dialog = event.currentTarget;
    window.requestAnimationFrame(() => {
      const active = document.activeElement as HTMLButtonElement | null;
      if (!dialog.open || (active && active !== document.body && dialog.contains(active) && !active.disabled)) return;
      const controls = focusableIn(dialog).filter((element) => element !== closeRef.current);
      (controls.find((element) => element.tagName === 'BUTTON') ?? closeRef.current)?.focus();
    });
  };

  const count = realization.images.length;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal <dialog> owns its keys (arrows through the photos) and a click on its backdrop closes it, as the HTML dialog pattern does
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {realization.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current()}
            aria-label={t('closeGallery')}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        {realization.lead && (
          <div
            className={`${blockStyles.prose} ${styles.lead}`}
            lang={realization.leadInPolish ? 'pl' : undefined}
            dangerouslySetInnerHTML={{ __html: realization.lead }}
          />
        )}
        <Carousel
          controlsRef={carouselRef}
          label={t('realizationGalleryLabel', { title: realization.title })}
          className={styles.slider}
          settings={{ infinite: false, autoplayMs: 0, initialSlide: Math.min(Math.max(initialIndex, 0), count - 1) }}
          slides={realization.images.map((image, index) => (
            <figure className={styles.slide} key={image.url}>
              <ApiImage
                image={image}
                className={styles.image}
                sizes="(max-width: 1024px) 100vw, 960px"
                priority={index === initialIndex}
              />
            </figure>
          ))}
        />
      </div>
    </dialog>
  );
}
