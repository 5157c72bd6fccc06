// Product tabs (docs/behaviour.md#product-tabs): one component per tab type. Each receives the tab's id, sort id, name
// and content, plus the product's pattern collections and files.
import type { ReactNode } from 'react';
import type { Locale, PatternCollection, ProductFile, ProductTabType, SafeHtml } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../../i18n/use-catalogue-translation';
import styles from './product-tab-content.module.css';

export interface ProductTabProps {
  id: number;
  /** The block's position (the tab's sort id). */
  sortId: number;
  name: string;
  content: SafeHtml;
  patternCollections: PatternCollection[];
  files: ProductFile[];
}

export const TAB_CONTENT: Record<ProductTabType, (props: ProductTabProps) => ReactNode> = {
  product_description: DescriptionTab,
  product_sizes: SizesTab,
  product_data: DataTab,
  product_patterns: PatternsTab,
  product_files: FilesTab,
  product_logistic: LogisticTab,
};

export function ProductTabContent({ type, ...props }: ProductTabProps & { type: ProductTabType }) {
  const Content = TAB_CONTENT[type] ?? DescriptionTab;
  return <Content {...props} />;
}

function Html({ content }: { content: SafeHtml }) {
  return content ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: content }} /> : null;
}

function DescriptionTab({ content }: ProductTabProps) {
  return <Html content={content} />;
}

/** Dimensions: usually a table. */
function SizesTab({ content }: ProductTabProps) {
  return <Html content={content} />;
}

/** Technical data: usually a table. */
function DataTab({ content }: ProductTabProps) {
  return <Html content={content} />;
}

/** Logistics data (carton, weight, pallet). */
function LogisticTab({ content }: ProductTabProps) {
  return <Html content={content} />;
}

/** Fabric swatches of the product's pattern collections. */
function PatternsTab({ content, patternCollections }: ProductTabProps) {
  const { t } = useCatalogueTranslation();
  return (
    <>
      <Html content={content} />
      <div className={styles.collections}>
        {patternCollections.map((collection) => (
          <section
            key={collection.id}
            className={styles.collection}
            aria-labelledby={`pattern-collection-${collection.id}`}
          >
            <h3 id={`pattern-collection-${collection.id}`} className={styles.collectionName}>
              {collection.name}
            </h3>
            {collection.description ? <p className={styles.collectionDescription}>{collection.description}</p> : null}
            <ul className={styles.swatches}>
              {collection.patterns.map((pattern) => (
                <li key={pattern.id} className={styles.swatch}>
                  {pattern.imageUrl ? (
                    <img
                      className={styles.swatchSample}
                      src={pattern.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                    />
                  ) : (
                    <span
                      className={styles.swatchSample}
                      style={{ backgroundColor: pattern.color }}
                      aria-hidden="true"
                    />
                  )}
                  <span className={styles.swatchName}>{pattern.name}</span>
                  <span className={styles.swatchCode}>{t('patternCode', { code: pattern.code })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** Downloadable files, or the empty state 'no files' (docs/behaviour.md#product-tabs). */
function FilesTab({ content, files }: ProductTabProps) {
  const { t, i18n } = useCatalogueTranslation();
  return (
    <>
      <Html content={content} />
      {files.length === 0 ? (
        <p className={styles.empty}>{t('noFiles')}</p>
      ) : (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.id}>
              <a className={styles.fileLink} href={file.url} download>
                <FileIcon />
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileMeta}>
                  {file.fileType.name} · {t('fileSize', { size: megabytes(file.size, i18n.language as Locale) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Deterministic on server and browser (no Intl differences): one decimal, the locale's separator. */
export function megabytes(bytes: number, locale: Locale): string {
  const value = Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
  return locale === 'en' ? value : value.replace('.', ',');
}

function FileIcon() {
  return (
    <svg className={styles.fileIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
