// The heading a block opens with: h1 when the block leads the page and carries its heading, else h2.
import type { ReactNode } from 'react';
import blockStyles from '../../../components/blocks.module.css';

export function BlockHeading({
  level,
  id,
  className,
  children,
}: {
  level: 1 | 2;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className={className ?? blockStyles.blockTitle}>
      {children}
    </Heading>
  );
}
