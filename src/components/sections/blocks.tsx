import { Mail, Phone, Star, Wrench } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Block, CaseStudy, Channel, DetailPage, Item, Plan } from '@/content/details/blocks';
import { sectionText } from '@/content/sections';
import { cardGridClass } from '@/lib/card-grid';
import { cn } from '@/lib/utils';
import { tapChannelPrefixes } from '@/lib/contact-taps';
import { Tabs } from '@/components/ui/tabs';
import { WhatsApp } from '@/components/ui/whatsapp-icon';
import { CheckList } from './check-list';
import { Figures } from './figures';
import { IconBadge } from './icons';
import { LinkedText } from './linked-text';
import { Monogram } from './monogram';
import { PageAction } from './page-actions';
import { Section } from './section';
import { SavingsEstimator } from './savings-estimator';

const card = 'rounded-2xl border border-line bg-white p-6 shadow-sm';

function Features({ items }: { items: readonly Item[] }) {
  return (
    <ul className={cn('grid gap-6', cardGridClass(items.length))}>
      {items.map((item) => (
        <li key={item.title} className={cn(card, 'flex flex-col')}>
          {item.icon ? <IconBadge name={item.icon} className="mb-4" /> : null}
          <h3 className="text-lg font-bold text-brand-950">{item.title}</h3>
          <p className="mt-2 text-sm text-muted">{item.description}</p>
          {item.points ? <CheckList points={item.points} className="mt-4" /> : null}
        </li>
      ))}
    </ul>
  );
}

function Plans({ plans, note }: { plans: readonly Plan[]; note?: string }) {
  return (
    <>
      <ul className={cn('grid gap-6', plans.length === 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2')}>
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(card, 'relative flex flex-col', plan.popular && 'border-2 border-accent-500')}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-accent-500 px-3 py-0.5 text-xs font-bold text-brand-950">
                <Icon icon={Star} className="size-3" />
                {sectionText.recommended}
              </p>
            ) : null}
            <h3 className="text-xl font-bold text-brand-950">{plan.name}</h3>
            <p className="text-sm text-muted">{plan.subtitle}</p>
            <p className="mt-4 text-2xl font-extrabold text-brand-700">{plan.price}</p>
            <p className="text-sm font-medium text-ink">{plan.term}</p>
            <p className="mt-3 text-sm text-muted">{plan.description}</p>
            <CheckList points={plan.features} className="mt-4 mb-6" />
            <div className="mt-auto">
              <PageAction action={plan.action} variant={plan.popular ? 'accent' : 'primary'} className="w-full" />
            </div>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-sm text-muted">{note}</p> : null}
    </>
  );
}

function Cases({ cases }: { cases: readonly CaseStudy[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {cases.map((study) => (
        <li key={study.title} className={cn(card, 'flex flex-col')}>
          <p className="text-sm font-semibold text-accent-700">
            {study.sector}
            {study.scale ? ` · ${study.scale}` : ''}
          </p>
          <h3 className="mt-1 text-lg font-bold text-brand-950">{study.title}</h3>
          <p className="mt-3 w-fit rounded-lg bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800">
            {study.result}
          </p>
          <p className="mt-3 text-sm text-muted">{study.description}</p>
          {study.facts?.length ? (
            <dl className="mt-4 grid gap-2 border-t border-line pt-4 text-sm">
              {study.facts.map((fact) => (
                <div key={fact.label} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Short labels in pills: the brands, standards or sectors a page names. */
function Chips({ chips }: { chips: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {chips.map((chip) => (
        <li
          key={chip}
          className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800"
        >
          {chip}
        </li>
      ))}
    </ul>
  );
}

/** The brands a page works with, as monogram tiles, and the note that says they illustrate. */
function PartnerTiles({ partners, note }: Pick<Extract<Block, { kind: 'partners' }>, 'partners' | 'note'>) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-white p-4 text-center shadow-sm"
          >
            <Monogram name={partner.name} className="size-12" />
            <span className="text-sm font-semibold text-brand-950">{partner.name}</span>
            <span className="text-xs text-muted">{partner.domain}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">{note}</p>
    </>
  );
}

/** A channel's icon by its link: a call, a mail, WhatsApp; one without a link (on site) is an intervention. */
const channelIcon = (channel: Channel) =>
  channel.href?.startsWith('tel:')
    ? Phone
    : channel.href?.startsWith('mailto:')
      ? Mail
      : channel.href?.startsWith(tapChannelPrefixes.whatsapp)
        ? WhatsApp
        : Wrench;

function Channels({ channels }: { channels: readonly Channel[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map((channel) => {
        const icon = channelIcon(channel);
        return (
          <li key={channel.title} className={card}>
            <Icon icon={icon} className="size-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-brand-950">{channel.title}</h3>
            <p className="mt-1 font-semibold">
              <LinkedText href={channel.href} className="text-brand-700 underline-offset-4 hover:underline">
                {channel.contact}
              </LinkedText>
            </p>
            <p className="text-sm font-medium text-accent-700">{channel.availability}</p>
            <p className="mt-2 text-sm text-muted">{channel.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

function BlockBody({ block }: { block: Block }) {
  switch (block.kind) {
    case 'features':
      return <Features items={block.items} />;
    case 'figures':
      return <Figures figures={block.figures} />;
    case 'chips':
      return <Chips chips={block.chips} />;
    case 'plans':
      return <Plans plans={block.plans} note={block.note} />;
    case 'process':
      return (
        <ol className={cn('grid gap-6', cardGridClass(block.steps.length))}>
          {block.steps.map((step, index) => (
            <li key={step.title} className={card}>
              <p className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                <span className="sr-only">{sectionText.step} </span>
                {index + 1}
              </p>
              <h3 className="mt-3 text-lg font-bold text-brand-950">{step.title}</h3>
              <p className="mt-2 text-sm text-muted">{step.description}</p>
              {step.details ? <CheckList points={step.details} className="mt-4" /> : null}
            </li>
          ))}
        </ol>
      );
    case 'cases':
      return <Cases cases={block.cases} />;
    case 'tabs':
      return (
        <Tabs
          label={block.title}
          idPrefix={block.id}
          defaultTab={block.defaultTab}
          tabs={block.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <div className={card}>
                <h3 className="text-xl font-bold text-brand-950">{tab.title}</h3>
                <p className="mt-2 text-muted">{tab.description}</p>
                <CheckList points={tab.points} className="mt-4 sm:columns-2 sm:block sm:[&>li]:mb-2" />
              </div>
            ),
          }))}
        />
      );
    case 'channels':
      return <Channels channels={block.channels} />;
    case 'partners':
      return <PartnerTiles partners={block.partners} note={block.note} />;
    case 'estimator':
      return <SavingsEstimator sectors={block.sectors} note={block.note} />;
    case 'cta':
      return (
        <div className="flex flex-col gap-6 rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
          <p className="max-w-2xl text-lg text-brand-100">{block.text}</p>
          <div className="flex flex-wrap gap-3">
            {block.actions.map((action, index) => (
              <PageAction key={action.label} action={action} variant={index === 0 ? 'accent' : 'onDark'} />
            ))}
          </div>
        </div>
      );
  }
}

/** A service or solution page's body: each block a section, on alternating backgrounds. */
export function DetailBlocks({ page }: { page: DetailPage }) {
  return page.blocks.map((block, index) => (
    <Section
      key={block.id}
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      tone={index % 2 === 1 ? 'surface' : 'white'}
    >
      <BlockBody block={block} />
    </Section>
  ));
}

/** The hero's illustrative dashboard (iRequest, iSmart): figures and a few lines, captioned as an illustration. */
export function DashboardPanel({ dashboard }: { dashboard: NonNullable<DetailPage['dashboard']> }) {
  return (
    <figure className="rounded-2xl border border-white/15 bg-white/5 p-6">
      <p className="text-lg font-bold">{dashboard.title}</p>
      <div className="mt-4">
        <Figures figures={dashboard.figures} tone="dark" />
      </div>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {dashboard.lines.map((line) => (
          <li key={line.label} className="flex items-center justify-between gap-3 rounded-lg bg-white/10 px-3 py-2">
            <span>{line.label}</span>
            <span className="shrink-0 rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold">{line.status}</span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-brand-200">{dashboard.caption}</figcaption>
    </figure>
  );
}
