// The proposal (quotation) request form (docs/behaviour.md#contact-forms), posting a ProposalRequest (POST
// /api/proposal_requests): which products and how many, for a company's offer.
import { useMemo } from 'react';
import { useSiteServices } from '@ergoforma/shared-contracts';
import { useSubmissionForm } from '../hooks/use-submission-form';
import {
  EMPTY_PROPOSAL_REQUEST,
  PROPOSAL_REQUEST_FIELDS,
  proposalRequestSchema,
  toProposalRequest,
  type ProposalRequestValues,
} from '../utils/proposal-request-schema';
import { ConsentField, FieldRow, SubmissionFormFrame, TextAreaField, TextField, useFormMessages } from './form-fields';

export function ProposalRequestForm({ headingId }: { headingId?: string }) {
  const { t, messages } = useFormMessages();
  const { api } = useSiteServices();
  const schema = useMemo(
    () => proposalRequestSchema({ ...messages, invalidQuantity: t('formInvalidQuantity') }),
    [messages, t],
  );
  const form = useSubmissionForm<ProposalRequestValues>({
    initialValues: EMPTY_PROPOSAL_REQUEST,
    fields: PROPOSAL_REQUEST_FIELDS,
    schema,
    send: (values) => api.services.forms.proposalRequest(toProposalRequest(values)),
  });
  return (
    <SubmissionFormFrame form={form} headingId={headingId} label={t('proposalFormHeading')}>
      <FieldRow>
        <TextField form={form} name="name" label={t('formName')} required autoComplete="name" />
        <TextField form={form} name="company" label={t('formCompany')} autoComplete="organization" />
        <TextField form={form} name="email" label={t('formEmail')} type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label={t('formPhone')} type="tel" autoComplete="tel" />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="products" label={t('formProducts')} autoComplete="off" />
        <TextField form={form} name="quantity" label={t('formQuantity')} inputMode="numeric" autoComplete="off" />
      </FieldRow>
      <TextAreaField form={form} name="message" label={t('formMessage')} required />
      <ConsentField form={form} name="consent" label={t('formConsentProposal')} />
    </SubmissionFormFrame>
  );
}
