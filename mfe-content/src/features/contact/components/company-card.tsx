// The company block (docs/behaviour.md#content-blocks): the company's registered name, address, phone and e-mails,
// from GET /api/company in the page's language (the country is translated there).
import { CompanyAddress, telHref } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BlockProps } from '../../../utils/block-registry';
import blockStyles from '../../../components/blocks.module.css';
import type { CompanyCardContent } from '../types';
import styles from './contact-block.module.css';

export function CompanyCard({ content, headingLevel }: BlockProps<CompanyCardContent>) {
  const { t } = useContentTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { phone, emails } = content.company;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      <div className={`${styles.details} ${styles.company}`}>
        <Heading className={styles.title}>{content.title || t('companyHeading')}</Heading>
        <CompanyAddress company={content.company} className={styles.address} />
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>{t('contactPhone')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
          <div className={styles.line}>
            <dt>{t('contactEmail')}</dt>
            <dd>
              <a href={`mailto:${emails.office}`}>{emails.office}</a>
            </dd>
          </div>
          <div className={styles.line}>
            <dt>{t('companyPrivacyEmail')}</dt>
            <dd>
              <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
