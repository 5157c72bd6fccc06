// The downloads block (docs/behaviour.md#content-blocks): a list of documents to download; empty state 'no files'.
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { DownloadLink } from './download-link';
import { BlockHeading } from './section-heading';

export function DownloadsBlock({ content, headingLevel }: BasicBlockProps<'downloads'>) {
  const { t } = useContentTranslation();
  const { title, files } = content;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      <BlockHeading level={headingLevel}>{title || t('downloadsHeading')}</BlockHeading>
      {files.length === 0 ? (
        <p className={styles.empty}>{t('noFiles')}</p>
      ) : (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.url}>
              <DownloadLink file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
