'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { blogCategories } from '@/content/blog';
import { contentAreaPath, editorialText as text } from '@/content/editorial';
import { authMessages } from '@/content/auth';
import { renderMarkdown } from '@/lib/markdown';
import { readingMinutes } from '@/lib/reading-time';
import { firstErrors, type FieldErrors } from '@/lib/schemas/field-errors';
import { ARTICLE_LIMITS, articleSchema, publicationInstant, type ArticleForm } from '@/lib/schemas/article';
import type { ArticleState } from '@/config/articles';
import { notify } from '@/components/forms/toaster';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import type { MediaRef } from '@/config/media';
import { ImagePicker } from './image-picker';

const coverLabels = {
  legend: text.fields.cover,
  file: text.fields.coverFile,
  hint: text.fields.coverHint,
  alt: text.fields.coverAlt,
  remove: text.fields.coverRemove,
};

type Intent = 'keep' | 'publish' | 'schedule' | 'unschedule' | 'unpublish';
type Answer =
  { ok: true; id: string; slug: string; state: ArticleState; version: string } | { ok: false; message?: string };

/** What each intent's toast says once the server took it. */
const doneTitle = (intent: Intent, form: ArticleForm) => {
  if (intent === 'publish') return text.published;
  if (intent === 'unpublish') return text.unpublished;
  if (intent === 'unschedule') return text.unscheduled;
  if (intent === 'schedule') return text.scheduled(`${form.publishedOn} ${form.publishedTime || '08:00'}`);
  return text.saved;
};

async function post(change: unknown): Promise<Answer> {
  const response = await fetch('/api/admin/articles', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  }).catch(() => null);
  return ((await response?.json().catch(() => null)) as Answer | null) ?? { ok: false };
}

/**
 * An article's editor (issue 33): its fields, checked with the server's own schema before sending; its text in
 * Markdown beside a live preview drawn with the site's own renderer and styles; the cover; and the buttons that save
 * it and move it between draft, scheduled, published and unpublished. `article` is null for a new one.
 */
export function ArticleEditor({
  article,
  initial,
  initialCover,
}: {
  article: { id: string; state: ArticleState; version: string } | null;
  initial: ArticleForm;
  initialCover: MediaRef | null;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields are the form's own (uncontrolled): what is typed before the scripts arrive is kept, and sent.
  const [form, setForm] = useState<ArticleForm>(initial);
  const [cover, setCover] = useState<MediaRef | null>(initialCover);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Intent | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tab, setTab] = useState<'text' | 'preview'>('text');
  // Drawn after the keystroke, not in its way: a long text's preview never slows the typing.
  const body = useDeferredValue(form.body);
  const preview = useMemo(() => renderMarkdown(body), [body]);
  // The time a typed date is compared with, to offer « Programmer »: read again as the fields change.
  const [now, setNow] = useState(() => Date.now());
  const readForm = () => {
    const data = new FormData(formRef.current ?? undefined);
    const value = (field: keyof ArticleForm) => String(data.get(field) ?? '');
    setNow(Date.now());
    setForm({
      title: value('title'),
      slug: value('slug'),
      excerpt: value('excerpt'),
      category: value('category') as ArticleForm['category'],
      tags: value('tags'),
      authorName: value('authorName'),
      authorRole: value('authorRole'),
      publishedOn: value('publishedOn'),
      publishedTime: value('publishedTime'),
      body: value('body'),
      coverId: '',
    });
  };
  // Once the scripts run, what was typed before them: the DOM is the source, read once after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the form's own fields, not a render input
  useEffect(readForm, []);
  const when = publicationInstant(form.publishedOn, form.publishedTime);
  const future = when instanceof Date && when.getTime() > now;
  const state = article?.state ?? 'draft';

  const save = async (intent: Intent) => {
    readForm();
    const data = new FormData(formRef.current ?? undefined);
    const values = Object.fromEntries(
      (Object.keys(initial) as (keyof ArticleForm)[]).map((field) => [
        field,
        field === 'coverId' ? (cover?.id ?? '') : String(data.get(field) ?? ''),
      ]),
    ) as ArticleForm;
    const parsed = articleSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(`article-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(intent);
    const answer = await post({ action: 'save', id: article?.id, version: article?.version, intent, fields: values });
    setBusy(null);
    if (!answer.ok)
      return void notify({
        title: text.saved,
        description: answer.message ?? authMessages.unavailable,
        variant: 'error',
      });
    void notify({ title: doneTitle(intent, values) });
    if (!article) router.push(`${contentAreaPath}/${answer.id}`);
    else router.refresh();
  };

  const remove = async () => {
    if (!article) return;
    if (!confirmDelete) return setConfirmDelete(true);
    setBusy('delete');
    const answer = await post({ action: 'delete', id: article.id });
    setBusy(null);
    if (!answer.ok)
      return void notify({
        title: text.remove,
        description: answer.message ?? authMessages.unavailable,
        variant: 'error',
      });
    void notify({ title: text.removed });
    router.push(contentAreaPath);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('keep');
  };
  const fieldProps = (field: keyof ArticleForm) => ({ name: field, defaultValue: initial[field] });
  const working = busy !== null;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onChange={readForm}
      noValidate
      aria-label={article ? text.editHeading(initial.title) : text.newHeading}
      className="flex flex-col gap-6"
    >
      <div className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-line md:grid-cols-2">
        <Field id="article-title" label={text.fields.title} required error={errors.title} className="md:col-span-2">
          {(aria) => <Input {...aria} {...fieldProps('title')} maxLength={ARTICLE_LIMITS.title} />}
        </Field>
        <Field
          id="article-excerpt"
          label={text.fields.excerpt}
          required
          error={errors.excerpt}
          hint={text.fields.excerptHint}
          className="md:col-span-2"
        >
          {(aria) => <Textarea {...aria} {...fieldProps('excerpt')} rows={2} maxLength={ARTICLE_LIMITS.excerpt} />}
        </Field>
        <Field id="article-slug" label={text.fields.slug} error={errors.slug} hint={text.fields.slugHint}>
          {(aria) => (
            <Input {...aria} {...fieldProps('slug')} maxLength={80} autoCapitalize="none" spellCheck={false} />
          )}
        </Field>
        <Field id="article-category" label={text.fields.category} required error={errors.category}>
          {(aria) => (
            <Select {...aria} {...fieldProps('category')}>
              {blogCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="article-tags"
          label={text.fields.tags}
          error={errors.tags}
          hint={text.fields.tagsHint}
          className="md:col-span-2"
        >
          {(aria) => <Input {...aria} {...fieldProps('tags')} />}
        </Field>
        <Field id="article-authorName" label={text.fields.authorName} required error={errors.authorName}>
          {(aria) => (
            <Input {...aria} {...fieldProps('authorName')} maxLength={ARTICLE_LIMITS.author} autoComplete="name" />
          )}
        </Field>
        <Field id="article-authorRole" label={text.fields.authorRole} required error={errors.authorRole}>
          {(aria) => <Input {...aria} {...fieldProps('authorRole')} maxLength={ARTICLE_LIMITS.author} />}
        </Field>
        <Field
          id="article-publishedOn"
          label={text.fields.publishedOn}
          error={errors.publishedOn}
          hint={text.fields.publishedOnHint}
        >
          {(aria) => (
            <Input
              {...aria}
              {...fieldProps('publishedOn')}
              inputMode="numeric"
              placeholder="jj/mm/aaaa"
              maxLength={20}
            />
          )}
        </Field>
        <Field
          id="article-publishedTime"
          label={text.fields.publishedTime}
          error={errors.publishedTime}
          hint={text.fields.publishedTimeHint}
        >
          {(aria) => (
            <Input {...aria} {...fieldProps('publishedTime')} inputMode="numeric" placeholder="08:00" maxLength={10} />
          )}
        </Field>
        <ImagePicker
          id="article-cover"
          purpose="cover"
          labels={coverLabels}
          image={cover}
          onChange={setCover}
          error={errors.coverId}
          className="md:col-span-2"
        />
      </div>

      <section aria-label={text.bodyAndPreview} className="rounded-xl bg-white p-5 ring-1 ring-line">
        {/* On a phone, the text and its preview take turns; side by side from a desktop's width. */}
        <div role="group" aria-label={text.bodyAndPreview} className="mb-3 flex gap-2 lg:hidden">
          {(['text', 'preview'] as const).map((which) => (
            <button
              key={which}
              type="button"
              aria-pressed={tab === which}
              onClick={() => setTab(which)}
              className={buttonVariants({ variant: tab === which ? 'primary' : 'outline', size: 'sm' })}
            >
              {which === 'text' ? text.fields.body : text.preview}
            </button>
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Field
            id="article-body"
            label={text.fields.body}
            required
            error={errors.body}
            hint={text.fields.bodyHint}
            className={tab === 'text' ? '' : 'max-lg:hidden'}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...fieldProps('body')}
                rows={24}
                maxLength={ARTICLE_LIMITS.body}
                className="font-mono text-[0.8125rem] leading-relaxed"
              />
            )}
          </Field>
          <div className={tab === 'preview' ? '' : 'max-lg:hidden'}>
            <h2 className="text-sm font-medium text-ink">{text.preview}</h2>
            <p className="text-xs text-muted">
              {text.previewHint} {text.fields.readTime(readingMinutes(body))}
            </p>
            <div
              data-testid="article-preview"
              className="mt-3 max-h-[40rem] overflow-y-auto rounded-lg border border-line p-4"
            >
              <h1 className="mb-4 text-3xl font-extrabold text-brand-950">{form.title}</h1>
              <div className="article-body" dangerouslySetInnerHTML={{ __html: preview }} />
            </div>
          </div>
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonVariants({ variant: 'outline' })} disabled={working}>
          {busy === 'keep' ? text.saving : text.save}
        </button>
        {state === 'scheduled' ? (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            disabled={working}
            onClick={() => void save('unschedule')}
          >
            {text.unschedule}
          </button>
        ) : null}
        {state !== 'published' && future ? (
          <button type="button" className={buttonVariants()} disabled={working} onClick={() => void save('schedule')}>
            {text.schedule}
          </button>
        ) : null}
        {state !== 'published' ? (
          <button
            type="button"
            className={buttonVariants(future ? { variant: 'outline' } : {})}
            disabled={working}
            onClick={() => void save('publish')}
          >
            {text.publish}
          </button>
        ) : (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            disabled={working}
            onClick={() => void save('unpublish')}
          >
            {text.unpublish}
          </button>
        )}
        {article ? (
          <button
            type="button"
            className={clsx(buttonVariants({ variant: 'outline' }), 'border-red-300 text-red-800 hover:bg-red-50')}
            disabled={working}
            onClick={() => void remove()}
          >
            {confirmDelete ? text.removeConfirm : text.remove}
          </button>
        ) : null}
      </div>
    </form>
  );
}
