// The contact question form (docs/behaviour.md#contact-forms), posting a ClientQuestion (POST /api/client_questions).
// The behaviour all forms share is in use-submission-form.ts and form-fields.tsx.
import { useMemo } from 'react';
import { useSiteServices } from '@ergoforma/shared-contracts';
import { useSubmissionForm } from '../hooks/use-submission-form';
import {
  CLIENT_QUESTION_FIELDS,
  clientQuestionSchema,
  EMPTY_CLIENT_QUESTION,
  toClientQuestion,
  type ClientQuestionValues,
} from '../utils/client-question-schema';
import { ConsentField, FieldRow, SubmissionFormFrame, TextAreaField, TextField, useFormMessages } from './form-fields';

export function ContactQuestionForm({ headingId }: { headingId?: string }) {
  const { t, messages } = useFormMessages();
  const { api } = useSiteServices();
  const schema = useMemo(() => clientQuestionSchema(messages), [messages]);
  const form = useSubmissionForm<ClientQuestionValues>({
    initialValues: EMPTY_CLIENT_QUESTION,
    fields: CLIENT_QUESTION_FIELDS,
    schema,
    send: (values) => api.services.forms.clientQuestion(toClientQuestion(values)),
  });
  return (
    <SubmissionFormFrame form={form} headingId={headingId} label={t('contactFormHeading')}>
      <FieldRow>
        <TextField form={form} name="name" label={t('formName')} required autoComplete="name" />
        <TextField form={form} name="email" label={t('formEmail')} type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label={t('formPhone')} type="tel" autoComplete="tel" />
        <TextField form={form} name="company" label={t('formCompany')} autoComplete="organization" />
      </FieldRow>
      <TextField form={form} name="subject" label={t('formSubject')} autoComplete="off" />
      <TextAreaField form={form} name="message" label={t('formMessage')} required />
      <ConsentField form={form} name="consent" label={t('formConsent')} />
    </SubmissionFormFrame>
  );
}
