// The contact block (docs/behaviour.md#contact-forms): contact details (a general e-mail and phone when the block names
// them, then each department's) beside the form the block names: the contact question (contact page), the cooperation request
// (cooperation page, with the quotation request offered below it for companies) or the proposal request.
import { useId } from 'react';
import { telHref } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BlockProps } from '../../../utils/block-registry';
import type { ContactDetails } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import { ContactQuestionForm } from './contact-question-form';
import { CooperationRequestForm } from './cooperation-request-form';
import { ProposalRequestForm } from './proposal-request-form';
import styles from './contact-block.module.css';

function ContactLines({ email, phone }: { email: string | null; phone: string | null }) {
  const { t } = useContentTranslation();
  return (
    <dl className={styles.lines}>
      {phone && (
        <div className={styles.line}>
          <dt>{t('contactPhone')}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
      {email && (
        <div className={styles.line}>
          <dt>{t('contactEmail')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function ContactBlock({ content, headingLevel }: BlockProps<ContactDetails>) {
  const { t } = useContentTranslation();
  const formHeadingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  const { title, form, email, phone, departments } = content;
  const fallbackTitle = {
    client_question: 'contactFormHeading',
    cooperation: 'cooperationFormHeading',
    proposal: 'proposalFormHeading',
  }[form];
  return (
    <section className={`ef-container ${blockStyles.block} ${styles.contact}`}>
      <div className={styles.details}>
        <Heading className={styles.title}>{t('contactDetailsHeading')}</Heading>
        <ContactLines email={email} phone={phone} />
        {departments.length > 0 && (
          <ul className={styles.departments}>
            {departments.map((department) => (
              <li key={department.name} className={styles.department}>
                <Subheading className={styles.departmentName}>{department.name}</Subheading>
                <ContactLines email={department.email} phone={department.phone} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.formColumn}>
        <Heading id={formHeadingId} className={styles.title}>
          {title || t(fallbackTitle)}
        </Heading>
        {form === 'client_question' && <ContactQuestionForm headingId={formHeadingId} />}
        {form === 'proposal' && <ProposalRequestForm headingId={formHeadingId} />}
        {form === 'cooperation' && (
          <>
            <CooperationRequestForm headingId={formHeadingId} />
            <details className={styles.proposal}>
              <summary className={styles.proposalSummary}>
                <span className={styles.proposalTitle}>{t('proposalFormHeading')}</span>
                <span className={styles.proposalHint}>{t('proposalFormHint')}</span>
              </summary>
              <div className={styles.proposalBody}>
                <ProposalRequestForm />
              </div>
            </details>
          </>
        )}
      </div>
    </section>
  );
}
