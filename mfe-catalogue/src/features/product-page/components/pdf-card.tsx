// The PDF card (docs/behaviour.md#data-sheet-download): the data-sheet download with a loader while downloading. A real
// link to the PDF, so it also works without JavaScript; with it, the API client fetches the file.
import type { MouseEvent } from 'react';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { DataSheetDownload } from '../hooks/use-data-sheet-download';
import { dataSheetFileName, dataSheetHref } from '../utils/data-sheet-file';
import styles from './pdf-card.module.css';

interface PdfCardProps {
  product: { id: number; name: string };
  dataSheet: DataSheetDownload;
  className?: string;
}

export function PdfCard({ product, dataSheet, className }: PdfCardProps) {
  const { t } = useCatalogueTranslation();
  const { downloading } = dataSheet;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void dataSheet.download();
  };

  return (
    <div className={[styles.pdfCard, className].filter(Boolean).join(' ')}>
      <a
        className={styles.link}
        href={dataSheetHref(product.id)}
        download={dataSheetFileName(product.name)}
        onClick={onClick}
        aria-busy={downloading || undefined}
        data-downloading={downloading ? 'true' : undefined}
      >
        <PdfIcon />
        <span className={styles.text}>
          <span className={styles.title}>{t('downloadDataSheet')}</span>
          <span className={styles.meta}>
            {t('dataSheetFormat')} · {product.name}
          </span>
        </span>
        <span className={styles.action} aria-hidden="true">
          {downloading ? <span className={styles.spinner} /> : <DownloadIcon />}
        </span>
      </a>
      <span className="ef-visually-hidden" role="status">
        {downloading ? t('downloadingDataSheet') : ''}
      </span>
    </div>
  );
}

function PdfIcon() {
  return (
    <svg className={styles.icon} width="40" height="48" viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path
        d="M6 1h20l13 13v31a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M26 1v11a2 2 0 0 0 2 2h11" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="0" y="24" width="30" height="14" rx="2" fill="currentColor" />
      <text
        x="15"
        y="34.5"
        textAnchor="middle"
        fontSize="9.5"
        fontWeight="700"
        fontFamily="Inter, sans-serif"
        fill="#fff"
      >
        PDF
      </text>
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
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
