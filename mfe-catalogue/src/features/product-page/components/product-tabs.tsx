// SPEC §2 Product tabs, as the WAI-ARIA tabs pattern. Every panel is in the server HTML (inactive ones
// `hidden`), so crawlers and no-JS visitors get all the product information.
import { useRef, type KeyboardEvent } from 'react';
import type { Locale, PatternCollection, ProductFile, ProductTabType } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductTab } from '../api/load-product-page';
import type { TabSelection } from '../hooks/use-tab-from-hash';
import styles from './product-tabs.module.css';

interface ProductTabsProps {
  tabs: ProductTab[];
  selection: TabSelection<ProductTabType>;
  patternCollections: PatternCollection[];
  files: ProductFile[];
}

export const PRODUCT_TABS_ID = 'product-tabs';
const tabId = (tab: ProductTab) => `product-tab-${tab.id}`;
const panelId = (tab: ProductTab) => `product-tab-panel-${tab.id}`;

export function ProductTabs({ tabs, selection, patternCollections, files }: ProductTabsProps) {
  const { t } = useCatalogueTranslation();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;

  // Several blocks may share a type; the first of a type is the one the fragment names.
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.type === selection.active));

  const activate = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    selection.select(tab.type);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    activate(target);
  };

  return (
    <section className={styles.tabs} ref={selection.sectionRef} id={PRODUCT_TABS_ID}>
      <div className={styles.tablistScroller}>
        <div role="tablist" aria-label={t('productTabs')} className={styles.tablist} onKeyDown={onKeyDown}>
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
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => selection.select(tab.type)}
              >
                {tab.name}
              </button>
            );
          })}
        </div>
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={index !== activeIndex}
          className={styles.panel}
          data-tab-type={tab.type}
        >
          <TabContent tab={tab} patternCollections={patternCollections} files={files} />
        </div>
      ))}
    </section>
  );
}

function TabContent({ tab, patternCollections, files }: { tab: ProductTab; patternCollections: PatternCollection[]; files: ProductFile[] }) {
  return (
    <>
      {tab.content ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: tab.content }} /> : null}
      {tab.type === 'product_patterns' ? <PatternCollections collections={patternCollections} /> : null}
      {tab.type === 'product_files' ? <ProductFiles files={files} /> : null}
    </>
  );
}

/** Fabric swatches of the product's pattern collections. */
function PatternCollections({ collections }: { collections: PatternCollection[] }) {
  const { t } = useCatalogueTranslation();
  return (
    <div className={styles.collections}>
      {collections.map((collection) => (
        <section key={collection.id} className={styles.collection}>
          <h3 className={styles.collectionName}>{collection.name}</h3>
          {collection.description ? <p className={styles.collectionDescription}>{collection.description}</p> : null}
          <ul className={styles.swatches}>
            {collection.patterns.map((pattern) => (
              <li key={pattern.id} className={styles.swatch}>
                {pattern.imageUrl ? (
                  <img className={styles.swatchSample} src={pattern.imageUrl} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className={styles.swatchSample} style={{ backgroundColor: pattern.color }} aria-hidden="true" />
                )}
                <span className={styles.swatchName}>{pattern.name}</span>
                <span className={styles.swatchCode}>{t('patternCode', { code: pattern.code })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Downloadable files; SPEC §8 empty state 'no files'. */
function ProductFiles({ files }: { files: ProductFile[] }) {
  const { t, i18n } = useCatalogueTranslation();
  if (files.length === 0) return <p className={styles.empty}>{t('noFiles')}</p>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <a className={styles.fileLink} href={file.url} download>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileMeta}>
              {file.fileType.name} · {t('fileSize', { size: megabytes(file.size, i18n.language as Locale) })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Deterministic on server and browser (no Intl differences): one decimal, the locale's separator. */
export function megabytes(bytes: number, locale: Locale): string {
  const value = Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
  return locale === 'en' ? value : value.replace('.', ',');
}
