// The timeline block (docs/behaviour.md#content-blocks): the company's story as years with a line of text each, in
// order.
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function TimelineBlock({ content, headingLevel }: BasicBlockProps<'timeline'>) {
  const { title, items } = content;
  if (items.length === 0) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      <ol className={styles.timeline}>
        {items.map((item) => (
          <li key={`${item.year}-${item.text}`} className={styles.timelineItem}>
            <span className={styles.timelineYear}>{item.year}</span>
            <span className={styles.timelineText}>{item.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
