// The download block (docs/behaviour.md#content-blocks): one document with a heading and a short text, as a highlighted
// panel.
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { DownloadLink } from './download-link';
import { BlockHeading } from './section-heading';

export function DownloadBlock({ content, headingLevel }: BasicBlockProps<'download'>) {
  const { title, html, file } = content;
  if (!file && !title && !html) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      <div className={styles.downloadPanel}>
        <div className={styles.downloadText}>
          {title && (
            <BlockHeading level={headingLevel} className={styles.panelTitle}>
              {title}
            </BlockHeading>
          )}
          {html && <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
        {file && <DownloadLink file={file} variant="button" />}
      </div>
    </section>
  );
}
