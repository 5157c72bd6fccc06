// The tabs of data block (docs/behaviour.md#content-blocks): named panels of HTML, the first one open, as WAI-ARIA
// tabs: a tablist of buttons with roving tabindex (Left/Right arrows wrap, Home/End), selection follows focus, every
// panel is in the server HTML (the inactive ones hidden).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function TabsOfData({ content, headingLevel }: BasicBlockProps<'tabs_of_data'>) {
  const { title, tabs } = content;
  const [active, setActive] = useState(0);
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && (
        <BlockHeading level={headingLevel} id={headingId}>
          {title}
        </BlockHeading>
      )}
      <div className={styles.tabList} role="tablist" aria-labelledby={title ? headingId : undefined}>
        {tabs.map((tab, index) => (
          <button
            key={tab.name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={`${styles.tab} ${index === active ? styles.tabActive : ''}`}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.name}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          tabIndex={0}
          hidden={index !== active}
          className={styles.tabPanel}
        >
          <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: tab.html }} />
        </div>
      ))}
    </section>
  );
}
