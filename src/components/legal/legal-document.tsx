import type { ReactNode } from 'react';
import { ExternalLink, ShieldCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { BrowserHelp, CookieType, LegalBlock, LegalDocument, ThirdPartyService } from '@/content/legal/types';
import { cookieText } from '@/content/cookies';
import { legalDocumentText as text } from '@/content/legal';
import { uiText } from '@/content/layout';
import { renderMarkdown } from '@/lib/markdown';
import { buttonVariants } from '@/components/ui/button-variants';
import { CookiePreferencesTrigger } from '@/components/cookies/cookie-preferences-trigger';
import { Today } from './today';

function Markdown({ markdown }: { markdown: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}

/** A table that scrolls sideways on a phone rather than widening the page; focusable, so a keyboard can scroll it. */
function Table({
  label,
  columns,
  rows,
  wide,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  wide?: boolean;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-line">
      <table className={`w-full border-collapse text-left text-sm ${wide ? 'min-w-[48rem]' : 'min-w-[36rem]'}`}>
        <thead className="bg-surface text-brand-950">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index} className="border-t border-line align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-brand-950">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-4 py-3 text-muted">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const card = 'rounded-xl border border-line bg-white p-5';

/** Short labels behind a shield: the security measures. */
function Badges({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800"
        >
          <Icon icon={ShieldCheck} className="size-4" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The kinds of cookie, each marked required or optional, with examples, duration and what the site sets today. */
function CookieTypes({ types }: { types: readonly CookieType[] }) {
  const pill = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {types.map((type) => (
        <li key={type.name} className={card}>
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-bold text-brand-950">{type.name}</span>
            <span className={type.required ? `${pill} bg-brand-50 text-brand-800` : `${pill} bg-surface text-muted`}>
              {type.required ? text.cookieTypes.required : text.cookieTypes.optional}
            </span>
          </p>
          <p className="mt-2 text-sm text-muted">{type.description}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-brand-950">{text.cookieTypes.examples}</dt>
            <dd className="text-muted">{type.examples}</dd>
            <dt className="font-semibold text-brand-950">{text.cookieTypes.duration}</dt>
            <dd className="text-muted">{type.duration}</dd>
            {type.setToday ? (
              <>
                <dt className="font-semibold text-brand-950">{cookieText.setToday}</dt>
                <dd className="text-muted">{type.setToday}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The outside services a page names, each with a link to its own privacy policy (a new tab). */
function ThirdParties({ services }: { services: readonly ThirdPartyService[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {services.map((service) => (
        <li key={service.name} className={card}>
          <p className="font-bold text-brand-950">{service.name}</p>
          <p className="mt-1 text-sm text-muted">{service.purpose}</p>
          <p className="mt-1 text-sm text-muted">{text.thirdParty.cookies(service.cookies)}</p>
          <a
            href={service.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {text.thirdParty.privacyPolicy(service.name)}
            <Icon icon={ExternalLink} className="size-4" />
            <span className="sr-only">{uiText.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** How to manage cookies in each browser. */
function Browsers({ items }: { items: readonly BrowserHelp[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.browser} className={card}>
          <dt className="font-bold text-brand-950">{item.browser}</dt>
          <dd className="mt-1 text-sm text-muted">{item.steps}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'text':
      return <Markdown markdown={block.markdown} />;
    case 'badges':
      return <Badges items={block.items} />;
    case 'data-categories':
      return (
        <Table
          label={text.dataCategories.label}
          columns={text.dataCategories.columns}
          rows={block.items.map((item) => [item.category, item.examples, item.lawfulness, item.retention])}
        />
      );
    case 'rights':
      return (
        <Table
          label={text.rights.label}
          columns={text.rights.columns}
          rows={block.items.map((item) => [item.right, item.description, item.timeframe])}
        />
      );
    case 'cookies':
      return (
        <Table
          label={text.cookies.label}
          wide
          columns={text.cookies.columns}
          rows={block.items.map((item) => [
            <code key="name">{item.name}</code>,
            item.purpose,
            item.duration,
            item.type,
            item.provider,
          ])}
        />
      );
    case 'cookie-types':
      return <CookieTypes types={block.items} />;
    case 'third-parties':
      return <ThirdParties services={block.items} />;
    case 'browsers':
      return <Browsers items={block.items} />;
    case 'cookie-preferences':
      return (
        <CookiePreferencesTrigger className={buttonVariants({ size: 'lg' })}>
          {cookieText.manage}
        </CookiePreferencesTrigger>
      );
    case 'today':
      return (
        <p className="text-sm font-semibold text-brand-950">
          {block.label} <Today />
        </p>
      );
  }
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="flex flex-col gap-5">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

/** A legal page's body: its lead box, a table of contents, the sections, and the closing lines. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="sommaire" className="lg:sticky lg:top-24 lg:self-start">
        <p id="sommaire" className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {text.contents}
        </p>
        <ol className="mt-3 flex flex-col gap-2 border-l border-line pl-4 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:text-brand-950 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex min-w-0 max-w-3xl flex-col gap-12">
        {document.lead ? (
          <section aria-labelledby="introduction" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 id="introduction" className="text-xl font-extrabold text-brand-950">
              {document.lead.title}
            </h2>
            <div className="mt-3">
              <Markdown markdown={document.lead.markdown} />
            </div>
          </section>
        ) : null}
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
            <h2 id={`${section.id}-titre`} className="mb-4 text-2xl font-extrabold tracking-tight text-brand-950">
              {section.title}
            </h2>
            <Blocks blocks={section.blocks} />
          </section>
        ))}
        {document.closing ? (
          <div className="border-t border-line pt-6">
            <Blocks blocks={document.closing} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
