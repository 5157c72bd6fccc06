// The contact block's content is untyped JSON in the API contract: keep only the well-formed text fields.
import type { JsonObject } from '@ergoforma/shared-contracts';
import type { ContactDepartment, ContactDetails, ContactFormKind } from '../types';

const FORMS: readonly ContactFormKind[] = ['client_question', 'cooperation', 'proposal'];

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function prepareContactDetails(content: JsonObject | null | undefined): ContactDetails {
  const source = (content ?? {}) as Record<string, unknown>;
  const departments: ContactDepartment[] = [];
  if (Array.isArray(source.departments)) {
    for (const entry of source.departments) {
      if (!entry || typeof entry !== 'object') continue;
      const department = entry as Record<string, unknown>;
      const name = text(department.name);
      if (!name) continue;
      departments.push({ name, email: text(department.email), phone: text(department.phone) });
    }
  }
  // An unknown form name falls back to the contact question (the contact page's form).
  const form = FORMS.find((kind) => kind === source.form) ?? 'client_question';
  return { title: text(source.title) ?? '', form, email: text(source.email), phone: text(source.phone), departments };
}
