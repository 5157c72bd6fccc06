// A link to a downloadable document: its name, then the format. Documents are served by the API under /media/.
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { DownloadFile } from '../types';
import styles from './content-blocks.module.css';

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.fileIcon}>
      <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
      <path d="M14 2v5h5M9 13h7M9 17h7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function DownloadLink({ file, variant = 'row' }: { file: DownloadFile; variant?: 'row' | 'button' }) {
  const { t } = useContentTranslation();
  if (variant === 'button') {
    return (
      <a href={file.url} className={`ef-button ${styles.downloadButton}`} download>
        {t('downloadFile')}
        <span className="ef-visually-hidden">: {file.name}</span>
        {file.format && <span className={styles.fileFormatInButton}> ({file.format})</span>}
      </a>
    );
  }
  return (
    <a href={file.url} className={styles.fileLink} download>
      <DocumentIcon />
      <span className={styles.fileName}>{file.name}</span>
      {file.format && (
        <span className={styles.fileFormat}>
          <span className="ef-visually-hidden">{t('fileFormat')} </span>
          {file.format}
        </span>
      )}
    </a>
  );
}
