// The default content block (docs/behaviour.md#content-blocks): a page heading and its introduction (e.g. the news
// page's lead).
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function DefaultContent({ content, headingLevel }: BasicBlockProps<'default_content'>) {
  const { title, html } = content;
  if (!title && !html) return null;
  return (
    <section className={`ef-container ${blockStyles.block} ${styles.intro}`}>
      {title && (
        <BlockHeading level={headingLevel} className={headingLevel === 1 ? styles.pageTitle : blockStyles.blockTitle}>
          {title}
        </BlockHeading>
      )}
      {html && <div className={`${blockStyles.prose} ${styles.lead}`} dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}
