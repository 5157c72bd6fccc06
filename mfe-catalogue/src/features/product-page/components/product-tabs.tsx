// The product tabs (docs/behaviour.md#product-tabs), as the WAI-ARIA tabs pattern (arrow keys, Home, End; selection
// follows focus). Every panel is in the server HTML (inactive ones `hidden`), so crawlers and no-JS visitors get all
// the product information. Scroll arrows when the list overflows by more than 30 px; on narrow screens (≤640 px) the
// list collapses to the active title, which toggles it.
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  breakpoints,
  polishIf,
  type PatternCollection,
  type ProductFile,
  type ProductTabType,
} from '@ergoforma/shared-contracts';
import { ChevronIcon } from '@ergoforma/shared-contracts/ui/chevron-icon';
import { useMediaQuery } from '@ergoforma/shared-contracts/ui/use-media-query';
import { useHorizontalOverflow } from '../../../hooks/use-horizontal-overflow';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductTab } from '../api/load-product-page';
import type { TabSelection } from '../hooks/use-tab-from-hash';
import { ProductTabContent } from './tabs/product-tab-content';
import styles from './product-tabs.module.css';

interface ProductTabsProps {
  tabs: ProductTab[];
  selection: TabSelection<ProductTabType>;
  patternCollections: PatternCollection[];
  files: ProductFile[];
}

export const PRODUCT_TABS_ID = 'product-tabs';
/** Scroll arrows when the tab list is wider than its container by more than 30 px (docs/behaviour.md#product-tabs). */
export const TAB_OVERFLOW_THRESHOLD_PX = 30;
const tabId = (tab: ProductTab) => `product-tab-${tab.id}`;
const panelId = (tab: ProductTab) => `product-tab-panel-${tab.id}`;

export function ProductTabs({ tabs, selection, patternCollections, files }: ProductTabsProps) {
  const { t } = useCatalogueTranslation();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [listOpen, setListOpen] = useState(false);
  const narrow = useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
  const overflow = useHorizontalOverflow(TAB_OVERFLOW_THRESHOLD_PX);
  if (tabs.length === 0) return null;

  // Several blocks may share a type; the first of a type is the one the fragment names.
  const activeIndex = tabs.findIndex((tab) => tab.type === selection.active);
  const enabledIndexes = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    const result = selection.select(tab.type);
    // On narrow screens the active title opens and closes the list; choosing another tab closes it.
    if (result === 'clicked') setListOpen((open) => !open);
    else if (result === 'selected') setListOpen(false);
  };

  // Arrow keys, Home and End move between the tabs (roving focus: only the selected tab is in the tab order).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (enabledIndexes.length === 0) return;
    const position = Math.max(0, enabledIndexes.indexOf(activeIndex));
    const last = enabledIndexes.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: position === last ? 0 : position + 1,
      ArrowLeft: position === 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = enabledIndexes[target];
    selection.select(tabs[index].type, { replace: true });
    tabRefs.current[index]?.focus();
  };

  return (
    <section className={styles.tabs} ref={selection.sectionRef} id={PRODUCT_TABS_ID}>
      <div className={styles.bar}>
        {overflow.overflowing ? (
          // Pointer help only: keyboard users move through the tabs with the arrow keys.
          <button
            type="button"
            className={`${styles.scrollArrow} ${styles.scrollLeft}`}
            aria-hidden="true"
            tabIndex={-1}
            disabled={overflow.atStart}
            onClick={() => overflow.scrollByPage(-1)}
          >
            <ChevronIcon direction="left" size={20} />
          </button>
        ) : null}
        <div className={styles.scroller} ref={overflow.ref}>
          <div
            role="tablist"
            aria-label={t('productTabs')}
            className={`${styles.tablist} ${listOpen ? styles.open : ''}`}
          >
            {tabs.map((tab, index) => {
              const selected = index === activeIndex;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab)}
                  aria-selected={selected}
                  aria-controls={tab.disabled ? undefined : panelId(tab)}
                  aria-disabled={tab.disabled || undefined}
                  aria-expanded={narrow && selected ? listOpen : undefined}
                  tabIndex={selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => choose(index)}
                  onKeyDown={onKeyDown}
                  lang={polishIf(tab.untranslated, 'name')}
                >
                  {tab.name}
                  {selected ? <ChevronIcon direction="down" size={20} className={styles.toggleIcon} /> : null}
                </button>
              );
            })}
          </div>
        </div>
        {overflow.overflowing ? (
          <button
            type="button"
            className={`${styles.scrollArrow} ${styles.scrollRight}`}
            aria-hidden="true"
            tabIndex={-1}
            disabled={overflow.atEnd}
            onClick={() => overflow.scrollByPage(1)}
          >
            <ChevronIcon direction="right" size={20} />
          </button>
        ) : null}
      </div>
      {tabs.map((tab, index) =>
        tab.disabled ? null : (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            hidden={index !== activeIndex}
            className={styles.panel}
            data-tab-type={tab.type}
            lang={polishIf(tab.untranslated, 'content')}
          >
            <ProductTabContent
              type={tab.type}
              id={tab.id}
              sortId={tab.position}
              name={tab.name}
              content={tab.content}
              patternCollections={patternCollections}
              files={files}
            />
          </div>
        ),
      )}
    </section>
  );
}
