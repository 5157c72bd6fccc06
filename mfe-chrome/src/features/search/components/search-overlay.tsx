// The search overlay (docs/behaviour.md#search-overlay): the search icon toggles a panel with a search field. It closes
// on a press outside (a press on the icon just toggles), on route change, after submit and on Escape; the text is
// cleared on every toggle. Only text longer than 2 characters is submitted, otherwise nothing happens and nothing
// shows. The panel keeps focus inside while open and gives it back to the icon. Before hydration (or without
// JavaScript) the icon is a plain link to the search page, and the panel is a real GET form.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SiteLink, useSiteNavigate } from '@ergoforma/shared-contracts';
import { useFocusTrap } from '@ergoforma/shared-contracts/ui/use-focus-trap';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useOnRouteChange } from '../../../hooks/use-on-route-change';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { isSearchable, MAX_SEARCH_LENGTH, searchHref } from '../utils/search-query';
import styles from './search-overlay.module.css';

const PANEL_ID = 'ef-search-overlay';
const INPUT_ID = 'ef-search-overlay-input';

export interface SearchOverlayProps {
  /** Class of the icon control (shared with the other header tools). */
  toggleClassName?: string;
  /** Told whether the overlay is open (the header turns solid while it is). */
  onOpenChange?(open: boolean): void;
}

export function SearchOverlay({ toggleClassName, onOpenChange }: SearchOverlayProps) {
  const { t } = useChromeTranslation();
  const navigate = useSiteNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);
  const searchPath = t('searchPath');

  useEffect(() => setHydrated(true), []);

  const close = useCallback((focusToggle: boolean) => {
    setOpen(false);
    setText('');
    returnFocus.current = focusToggle;
  }, []);
  const toggle = () => {
    setText('');
    if (open) close(true);
    else setOpen(true);
  };

  // After navigation the shell moves focus to the page content, so focus stays where it put it.
  useOnRouteChange(useCallback(() => close(false), [close]));
  // A press elsewhere closes without moving focus (the visitor is on their way there); Escape returns it.
  useDismiss(rootRef, open, (reason) => close(reason === 'escape'));
  useFocusTrap(panelRef, open);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchable(text)) return;
    close(false);
    void navigate(searchHref(searchPath, text));
  };

  if (!hydrated) {
    return (
      <SiteLink to={searchPath} className={toggleClassName} aria-label={t('searchToggle')}>
        <SearchIcon />
      </SiteLink>
    );
  }

  return (
    <div ref={rootRef} className={styles.searchOverlay}>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-label={t('searchToggle')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
      >
        <SearchIcon />
      </button>
      <div ref={panelRef} id={PANEL_ID} className={styles.panel} hidden={!open}>
        <div className={`ef-container ${styles.inner}`}>
          <form
            role="search"
            action={searchPath}
            method="get"
            className={styles.form}
            onSubmit={onSubmit}
            aria-label={t('searchSite')}
          >
            <label htmlFor={INPUT_ID} className="ef-visually-hidden">
              {t('searchSite')}
            </label>
            <SearchIcon className={styles.fieldIcon} />
            <input
              ref={inputRef}
              id={INPUT_ID}
              className={styles.input}
              type="search"
              name="q"
              value={text}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={MAX_SEARCH_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className={`ef-button ${styles.submit}`}>
              {t('search')}
            </button>
            <button type="button" className={styles.close} aria-label={t('closeSearch')} onClick={() => close(true)}>
              <CloseIcon />
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
