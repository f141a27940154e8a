/**
 * The body of a service or solution page, as data: a list of blocks that one set of server components renders
 * (components/sections/blocks.tsx). Shapes follow SPEC §3: plan, case study, process step, contact channel.
 */
import type { ContentIconName } from '@/components/sections/icons';
import type { PageAction } from '../page-actions';

/** A card of a feature grid: a service, a benefit, an expertise, a technology... */
export type Item = { title: string; description: string; icon?: ContentIconName; points?: readonly string[] };

/** A figure: "25 ans", "Garantie de performance des panneaux". */
export type Figure = { value: string; label: string; detail?: string };

export type Plan = {
  name: string;
  subtitle: string;
  /** As shown: "275 €/mois", "Sur devis". */
  price: string;
  /** Duration or response time: "Jusqu’à 50 équipements", "Réponse en 4 heures". */
  term: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
  /** The plan's button: a request dialog, with the plan named in its label (the label is the request's source). */
  action: PageAction;
};

/** The step number is its place in the list. */
export type ProcessStep = { title: string; description: string; details?: readonly string[] };

export type CaseStudy = {
  title: string;
  sector: string;
  /** Equipment count or surface: "120 équipements", "8 000 m²". */
  scale?: string;
  /** The headline result: "-35 % de consommation". */
  result: string;
  description: string;
  /** Investment, payback, challenge, solution, intervention, impact, duration: what the case has. */
  facts?: readonly { label: string; value: string }[];
};

export type Tab = { id: string; label: string; title: string; description: string; points: readonly string[] };

export type Channel = { title: string; contact: string; availability: string; description: string; href?: string };

type Heading = {
  /** The section's anchor, unique on the page: "tarifs", "processus"... */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
};

export type Block = Heading &
  (
    | { kind: 'features'; items: readonly Item[] }
    | { kind: 'figures'; figures: readonly Figure[] }
    /** Short items shown as chips: standards, technologies, brands of equipment. */
    | { kind: 'chips'; chips: readonly string[] }
    | { kind: 'plans'; plans: readonly Plan[]; note?: string }
    | { kind: 'process'; steps: readonly ProcessStep[] }
    | { kind: 'cases'; cases: readonly CaseStudy[] }
    /** Client-side tabs; `defaultTab` is the id shown first. */
    | { kind: 'tabs'; tabs: readonly Tab[]; defaultTab: string }
    | { kind: 'channels'; channels: readonly Channel[] }
    /** Fictional partner names, drawn as monograms. */
    | { kind: 'partners'; partners: readonly { name: string; domain: string }[]; note: string }
    /** The energy audit's savings estimator: a bill and a sector give a range, labelled as an estimate. */
    | { kind: 'estimator'; sectors: readonly { label: string; min: number; max: number }[]; note: string }
    | { kind: 'cta'; text: string; actions: readonly PageAction[] }
  );

/** An illustrative dashboard drawn in the hero (iRequest, iSmart). */
export type Dashboard = {
  title: string;
  figures: readonly Figure[];
  /** A few lines of the illustration: "Climatisation salle serveur — En cours". */
  lines: readonly { label: string; status: string }[];
  caption: string;
};

export type DetailPage = {
  /** Figures shown under the hero's buttons. */
  heroFigures?: readonly Figure[];
  dashboard?: Dashboard;
  blocks: readonly Block[];
};
