'use client';

import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { showcaseKindText, showcaseText as text } from '@/content/showcase';
import type { MediaRef } from '@/config/media';
import { firstErrors, type FieldErrors } from '@/lib/schemas/field-errors';
import { itemName, SHOWCASE_LIMITS as limits, showcaseImagePurposes, showcaseSchemas } from '@/lib/schemas/showcase';
import type { ShowcaseKind } from '@/config/showcase';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ImagePicker } from './image-picker';
import { ConfirmButton } from './confirm-button';
import { useAdminWrite } from './use-admin-write';

/** What `/api/admin/showcase` takes (server/content/showcase.ts validates it again). */
type Fields = Record<string, string | boolean>;
type Change =
  | { action: 'create'; kind: ShowcaseKind; fields: Fields; imageId: string | null }
  | { action: 'update'; id: string; version: string; fields: Fields; imageId: string | null }
  | { action: 'remove'; id: string }
  | { action: 'move'; id: string; direction: 'up' | 'down' };

const useShowcaseChange = () => useAdminWrite<Change>('/api/admin/showcase', text.errorTitle);

type Spec = {
  name: string;
  label: string;
  hint?: string;
  type: 'line' | 'paragraph' | 'points' | 'year' | 'sector' | 'check';
  max?: number;
  rows?: number;
};

const f = text.fields;
const pointsHint = f.linesHint;
/** Each kind's fields, in the order of its form; their names are its schema's. */
const specs: Record<ShowcaseKind, Spec[]> = {
  sector: [
    { name: 'title', label: f.title, type: 'line', max: limits.name },
    { name: 'description', label: f.description, type: 'paragraph', max: limits.description, rows: 3 },
    { name: 'work', label: f.work, hint: pointsHint, type: 'points', rows: 3 },
  ],
  client: [
    { name: 'name', label: f.name, type: 'line', max: limits.name },
    { name: 'sector', label: f.sector, type: 'sector' },
    { name: 'illustrative', label: f.illustrative, hint: f.illustrativeHint, type: 'check' },
  ],
  partner: [
    { name: 'name', label: f.name, type: 'line', max: limits.name },
    { name: 'domain', label: f.domain, type: 'line', max: limits.line },
    { name: 'description', label: f.description, type: 'paragraph', max: limits.description, rows: 4 },
    { name: 'offerings', label: f.offerings, hint: pointsHint, type: 'points', rows: 3 },
    { name: 'since', label: f.since, type: 'year' },
    { name: 'illustrative', label: f.illustrative, hint: f.illustrativeHint, type: 'check' },
  ],
  leader: [
    { name: 'name', label: f.name, type: 'line', max: limits.name },
    { name: 'role', label: f.role, type: 'line', max: limits.line },
    { name: 'speciality', label: f.speciality, type: 'line', max: limits.line },
    { name: 'experience', label: f.experience, hint: f.experienceHint, type: 'line', max: limits.line },
    { name: 'bio', label: f.bio, type: 'paragraph', max: limits.bio, rows: 6 },
  ],
};

export type ShowcaseFormItem = { id: string; version: string; form: Fields; image: MediaRef | null };
type FormProps = {
  kind: ShowcaseKind;
  item?: ShowcaseFormItem;
  sectors: { id: string; title: string }[];
  name: string;
};

/**
 * One item's form, or a new one's when `item` is absent: checked with the server's own schema before sending, the
 * first wrong field focused. What is typed lives in the form's own fields until sent (nothing lost to a re-render).
 */
export function ShowcaseItemForm({ kind, item, sectors, name }: FormProps) {
  const { busy, send } = useShowcaseChange();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<MediaRef | null>(item?.image ?? null);
  const prefix = `${kind}-${item?.id ?? 'nouveau'}`;
  const purpose = showcaseImagePurposes[kind];
  const words = showcaseKindText[kind];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields: Fields = Object.fromEntries(
      specs[kind].map((spec) => [
        spec.name,
        spec.type === 'check' ? data.get(spec.name) === 'on' : String(data.get(spec.name) ?? ''),
      ]),
    );
    const parsed = showcaseSchemas[kind].safeParse(fields);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      form.querySelector<HTMLElement>(`#${prefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    const imageId = image?.id ?? null;
    const shown = itemName(fields);
    if (item) {
      await send(
        'save',
        { action: 'update', id: item.id, version: item.version, fields, imageId },
        { title: text.savedTitle, description: shown },
      );
    } else if (
      await send(
        'save',
        { action: 'create', kind, fields, imageId },
        { title: words.added ?? text.savedTitle, description: shown },
      )
    ) {
      form.reset();
      setImage(null);
    }
  };

  // A field's message goes as soon as it is changed: what is left on screen is what is still wrong.
  const forget = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name;
    if (errors[field]) setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => key !== field)));
  };

  return (
    <form
      onSubmit={submit}
      onChange={forget}
      noValidate
      aria-label={item ? name : words.add}
      className="grid gap-4 md:grid-cols-2"
    >
      {specs[kind].map((spec) => {
        const id = `${prefix}-${spec.name}`;
        const initial = item?.form[spec.name];
        const wide = spec.type === 'paragraph' || spec.type === 'points' ? 'md:col-span-2' : undefined;
        if (spec.type === 'check') {
          return (
            <div key={spec.name} className="flex flex-col gap-1 md:col-span-2">
              <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-ink">
                <input
                  id={id}
                  type="checkbox"
                  name={spec.name}
                  defaultChecked={initial === true}
                  aria-describedby={`${id}-hint`}
                  className="size-5 accent-brand-700"
                />
                {spec.label}
              </label>
              <p id={`${id}-hint`} className="text-sm text-muted">
                {spec.hint}
              </p>
            </div>
          );
        }
        return (
          <Field
            key={spec.name}
            id={id}
            label={spec.label}
            required
            hint={spec.hint}
            error={errors[spec.name]}
            className={wide}
          >
            {(aria) =>
              spec.type === 'sector' ? (
                <Select
                  {...aria}
                  name={spec.name}
                  defaultValue={typeof initial === 'string' ? initial : sectors[0]?.id}
                >
                  {sectors.map((sector) => (
                    <option key={sector.id} value={sector.id}>
                      {sector.title}
                    </option>
                  ))}
                </Select>
              ) : spec.type === 'paragraph' || spec.type === 'points' ? (
                <Textarea
                  {...aria}
                  name={spec.name}
                  defaultValue={typeof initial === 'string' ? initial : ''}
                  maxLength={spec.max}
                  rows={spec.rows}
                />
              ) : (
                <Input
                  {...aria}
                  name={spec.name}
                  defaultValue={typeof initial === 'string' ? initial : ''}
                  maxLength={spec.type === 'year' ? 4 : spec.max}
                  inputMode={spec.type === 'year' ? 'numeric' : undefined}
                  autoComplete="off"
                  className={spec.type === 'year' ? 'max-w-32' : undefined}
                />
              )
            }
          </Field>
        );
      })}
      {purpose && words.image ? (
        <ImagePicker
          id={`${prefix}-image`}
          purpose={purpose}
          labels={{
            legend: words.image.label,
            file: words.image.file,
            hint: words.image.hint,
            alt: f.imageAlt,
            remove: f.imageRemove,
          }}
          image={image}
          onChange={setImage}
          className="md:col-span-2"
        />
      ) : null}
      <button
        type="submit"
        className={buttonVariants({ variant: item ? 'outline' : 'primary', className: 'w-fit' })}
        disabled={busy !== null}
      >
        {item ? null : <Icon icon={Plus} />}
        {busy ? text.working : item ? text.save : words.add}
      </button>
    </form>
  );
}

/** « Monter », « Descendre »: the item's place among its kind's, as the page shows them; at the top right of its line. */
export function MoveShowcaseItem({
  id,
  name,
  first,
  last,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { busy, send } = useShowcaseChange();
  const move = (direction: 'up' | 'down') =>
    void send(direction, { action: 'move', id, direction }, { title: text.movedTitle, description: name });
  const button = buttonVariants({ variant: 'ghost', size: 'sm' });
  return (
    <div className="absolute top-1 right-1 flex gap-1">
      <button
        type="button"
        className={button}
        disabled={first || busy !== null}
        onClick={() => move('up')}
        aria-label={text.moveUp(name)}
      >
        <Icon icon={ArrowUp} />
      </button>
      <button
        type="button"
        className={button}
        disabled={last || busy !== null}
        onClick={() => move('down')}
        aria-label={text.moveDown(name)}
      >
        <Icon icon={ArrowDown} />
      </button>
    </div>
  );
}

/** « Supprimer », in two steps (a second press confirms). */
export function RemoveShowcaseItem({ id, name }: { id: string; name: string }) {
  const { busy, send } = useShowcaseChange();
  return (
    <ConfirmButton
      label={text.remove}
      confirmLabel={text.confirmRemove}
      names={{ label: text.removeItem(name), confirm: text.confirmRemoveItem(name) }}
      disabled={busy !== null}
      onConfirm={() => send('remove', { action: 'remove', id }, { title: text.removedTitle, description: name })}
    />
  );
}
