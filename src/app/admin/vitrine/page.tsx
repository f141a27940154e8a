import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { editorialText } from '@/content/editorial';
import { showcaseKindText, showcaseText as text } from '@/content/showcase';
import { addableKinds, itemName } from '@/lib/schemas/showcase';
import { showcaseKinds } from '@/config/showcase';
import { loadShowcasePage } from '@/server/content/editorial-pages';
import { formOf, showcasePaths } from '@/server/content/showcase';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { MoveShowcaseItem, RemoveShowcaseItem, ShowcaseItemForm } from '@/components/admin/showcase-manager';

export const metadata = { title: text.heading, robots: { index: false, follow: false } };

/**
 * « Vitrine » (issue 33, point 6): the sectors and clients of « Références », the partners, the leaders of « À propos »,
 * each item's form folded under its name, in the pages' order; a save is online at once.
 */
export default async function ShowcasePage() {
  const page = await loadShowcasePage();
  if (page.state === 'redirect') redirect(page.to);
  const showcase = page.state === 'ready' ? page.showcase : null;
  const sectors = showcase?.sector.map((item) => ({ id: item.fields.sector, title: item.fields.title })) ?? [];
  return (
    <AdminSubpage
      heading={text.heading}
      intro={text.intro}
      failed={page.state === 'failed'}
      back={{ href: '/', label: editorialText.viewSite }}
    >
      {page.state === 'editors-only' ? <AdminsOnly message={text.editorsOnly} /> : null}
      {showcase
        ? showcaseKinds.map((kind) => {
            const words = showcaseKindText[kind];
            const items = showcase[kind];
            return (
              <section
                key={kind}
                aria-labelledby={`vitrine-${kind}`}
                className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:p-5"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`vitrine-${kind}`} className="text-xl font-bold text-ink">
                    {words.heading} <span className="text-base font-normal text-muted">({items.length})</span>
                  </h2>
                  <Link href={showcasePaths[kind]} className="text-sm font-semibold text-brand-800 hover:underline">
                    {text.viewPage}
                  </Link>
                </div>
                <p className="text-sm text-muted">{words.intro}</p>
                <ol className="grid gap-2">
                  {items.map((item, index) => {
                    const name = itemName(item.fields);
                    return (
                      <li key={item.id} className="relative rounded-lg ring-1 ring-line">
                        <details>
                          <summary className="cursor-pointer py-2.5 pr-24 pl-3 font-semibold text-brand-900">
                            {name}
                            {'illustrative' in item.fields && item.fields.illustrative ? (
                              <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                                {text.illustrativeBadge}
                              </span>
                            ) : null}
                          </summary>
                          <div className="flex flex-col gap-4 border-t border-line p-3 sm:p-4">
                            <ShowcaseItemForm
                              key={item.version}
                              kind={kind}
                              item={{ id: item.id, version: item.version, form: formOf(item), image: item.image }}
                              sectors={sectors}
                              name={`${words.item} ${name}`}
                            />
                            {kind === 'sector' ? null : <RemoveShowcaseItem id={item.id} name={name} />}
                          </div>
                        </details>
                        <MoveShowcaseItem
                          id={item.id}
                          name={name}
                          first={index === 0}
                          last={index === items.length - 1}
                        />
                      </li>
                    );
                  })}
                </ol>
                {(addableKinds as readonly string[]).includes(kind) ? (
                  <details className="rounded-lg bg-brand-50/40 ring-1 ring-line">
                    <summary className="cursor-pointer px-3 py-2.5 font-semibold text-brand-900">{words.add}</summary>
                    <div className="border-t border-line p-3 sm:p-4">
                      <ShowcaseItemForm kind={kind} sectors={sectors} name={words.add!} />
                    </div>
                  </details>
                ) : null}
              </section>
            );
          })
        : null}
    </AdminSubpage>
  );
}
