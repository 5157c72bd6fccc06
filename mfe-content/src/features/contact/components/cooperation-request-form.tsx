// The cooperation request form for dealers, architects and companies (cooperation page;
// docs/behaviour.md#contact-forms), posting a CooperationRequest (POST /api/cooperation_requests).
import { useMemo } from 'react';
import { useSiteServices } from '@ergoforma/shared-contracts';
import { useSubmissionForm } from '../hooks/use-submission-form';
import {
  COOPERATION_REQUEST_FIELDS,
  COOPERATION_TYPES,
  cooperationRequestSchema,
  EMPTY_COOPERATION_REQUEST,
  toCooperationRequest,
  type CooperationRequestValues,
} from '../utils/cooperation-request-schema';
import {
  ConsentField,
  FieldRow,
  SelectField,
  SubmissionFormFrame,
  TextAreaField,
  TextField,
  useFormMessages,
} from './form-fields';

const COOPERATION_TYPE_LABELS = {
  dealer: 'cooperationTypeDealer',
  architect: 'cooperationTypeArchitect',
  company: 'cooperationTypeCompany',
  other: 'cooperationTypeOther',
} as const;

export function CooperationRequestForm({ headingId }: { headingId?: string }) {
  const { t, messages } = useFormMessages();
  const { api } = useSiteServices();
  const schema = useMemo(() => cooperationRequestSchema(messages), [messages]);
  const form = useSubmissionForm<CooperationRequestValues>({
    initialValues: EMPTY_COOPERATION_REQUEST,
    fields: COOPERATION_REQUEST_FIELDS,
    schema,
    send: (values) => api.services.forms.cooperationRequest(toCooperationRequest(values)),
  });
  const typeOptions = COOPERATION_TYPES.map((type) => ({ value: type, label: t(COOPERATION_TYPE_LABELS[type]) }));
  return (
    <SubmissionFormFrame form={form} headingId={headingId} label={t('cooperationFormHeading')}>
      <FieldRow>
        <TextField form={form} name="company" label={t('formCompany')} required autoComplete="organization" />
        <TextField form={form} name="name" label={t('formName')} required autoComplete="name" />
        <TextField form={form} name="email" label={t('formEmail')} type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label={t('formPhone')} type="tel" required autoComplete="tel" />
        <TextField form={form} name="city" label={t('formCity')} autoComplete="address-level2" />
        <TextField form={form} name="country" label={t('formCountry')} autoComplete="country-name" />
      </FieldRow>
      <SelectField
        form={form}
        name="cooperationType"
        label={t('formCooperationType')}
        placeholder={t('formChoose')}
        options={typeOptions}
        required
      />
      <TextAreaField form={form} name="message" label={t('formMessage')} required />
      <ConsentField form={form} name="consent" label={t('formConsentCooperation')} />
    </SubmissionFormFrame>
  );
}
