// The logistics block (docs/behaviour.md#content-blocks): packing and shipping data as label–value rows.
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function LogisticsBlock({ content, headingLevel }: BasicBlockProps<'logistics'>) {
  const { title, rows } = content;
  if (rows.length === 0) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      <dl className={styles.dataList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.dataRow}>
            <dt>{row.label}</dt>
            <dd>{row.value || '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
