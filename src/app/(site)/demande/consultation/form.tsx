'use client';

import { consultationFormText } from '@/content/forms/consultation';
import type { RequestPreset } from '@/lib/schemas/requests';
import { ContactFields } from '@/components/forms/contact-fields';
import {
  ConsultationModeField,
  ConsultationPlanningFields,
  ConsultationTypeField,
  consultationEmpty,
} from '@/components/forms/consultation-fields';
import { RequestPageForm, type RequestPageAction } from '@/components/forms/request-page-form';

type Props = { action: RequestPageAction; source: string; preset: RequestPreset<'consultation'> };

/** The consultation page's form: the wizard's four steps on one page, with the same rules (a date not in the past, a slot). */
export function ConsultationPageForm({ action, source, preset }: Props) {
  return (
    <RequestPageForm
      kind="consultation"
      action={action}
      source={source}
      initial={{ ...consultationEmpty, ...preset }}
      submitLabel={consultationFormText.submit}
    >
      {(form) => (
        <>
          <ContactFields prefix="consultation-page" form={form} />
          <ConsultationTypeField form={form} />
          <ConsultationModeField form={form} />
          <ConsultationPlanningFields form={form} prefix="consultation-page" />
        </>
      )}
    </RequestPageForm>
  );
}
