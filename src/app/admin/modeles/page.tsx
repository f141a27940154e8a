import { redirect } from 'next/navigation';
import { adminTabs } from '@/content/admin';
import { replyPlaceholders, replyTemplateText as text } from '@/content/reply-templates';
import { formatDateTime } from '@/lib/dates';
import { placeholderToken, type PlaceholderKey } from '@/lib/schemas/reply-template';
import { loadReplyTemplatesPage } from '@/server/admin/reply-templates';
import { workflowKinds } from '@/config/requests';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { RemoveReplyTemplate, ReplyTemplateForm } from '@/components/admin/reply-template-manager';

export const metadata = { title: text.heading, robots: { index: false, follow: false } };

const placeholderKeys = Object.keys(replyPlaceholders) as PlaceholderKey[];

/** The reply templates of each kind, kept by admins: what the placeholders become, a form to add one, each one's edit. */
export default async function ReplyTemplatesPage() {
  const page = await loadReplyTemplatesPage();
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage heading={text.heading} intro={text.intro} failed={page.state === 'failed'}>
      {page.state === 'admins-only' ? <AdminsOnly message={text.adminsOnly} /> : null}
      {page.state === 'ready' ? (
        <>
          <section
            aria-labelledby="placeholders-heading"
            className="flex flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-line"
          >
            <h2 id="placeholders-heading" className="text-xl font-bold text-ink">
              {text.placeholdersHeading}
            </h2>
            <p className="text-sm text-muted">{text.placeholdersIntro}</p>
            <dl className="grid gap-2 text-sm">
              {placeholderKeys.map((key) => (
                <div
                  key={key}
                  className="grid gap-x-4 gap-y-0.5 border-t border-line pt-2 sm:grid-cols-[9rem_minmax(0,1fr)_12rem]"
                >
                  <dt>
                    <code className="font-semibold text-brand-900">{placeholderToken(key)}</code>
                  </dt>
                  <dd className="text-ink">{replyPlaceholders[key].meaning}</dd>
                  <dd className="text-muted">{text.example(replyPlaceholders[key].example)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section
            aria-labelledby="add-heading"
            className="flex flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-line"
          >
            <h2 id="add-heading" className="text-xl font-bold text-ink">
              {text.addHeading}
            </h2>
            <ReplyTemplateForm kinds={workflowKinds.map((kind) => ({ id: kind, label: adminTabs[kind].label }))} />
          </section>

          {workflowKinds.map((kind) => (
            <section key={kind} aria-labelledby={`templates-${kind}`} className="flex flex-col gap-3">
              <h2 id={`templates-${kind}`} className="text-xl font-bold text-ink">
                {text.kindHeading(adminTabs[kind].label, page.templates[kind].length)}
              </h2>
              {page.templates[kind].length ? (
                <ul className="grid gap-3">
                  {page.templates[kind].map((template) => (
                    <li key={template.id} className="rounded-xl bg-white ring-1 ring-line">
                      <details className="group">
                        <summary className="flex cursor-pointer flex-col gap-0.5 rounded-xl p-4 marker:content-none">
                          <span className="font-semibold break-words text-ink">
                            <span aria-hidden className="mr-1 inline-block text-brand-700 group-open:rotate-90">
                              ›
                            </span>
                            {template.title}
                          </span>
                          <span className="text-sm break-words text-muted">{template.subject}</span>
                        </summary>
                        <div className="flex flex-col gap-4 border-t border-line p-4">
                          <p className="text-xs text-muted">
                            {text.updated(template.updatedBy, formatDateTime(template.updatedAt))}
                          </p>
                          <ReplyTemplateForm template={template} />
                          <RemoveReplyTemplate id={template.id} title={template.title} />
                        </div>
                      </details>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">{text.none}</p>
              )}
            </section>
          ))}
        </>
      ) : null}
    </AdminSubpage>
  );
}
