import {
  Activity,
  BadgeCheck,
  Cog,
  Cpu,
  Factory,
  Handshake,
  Headset,
  HeartPulse,
  Home,
  Hotel,
  Landmark,
  Leaf,
  Lightbulb,
  Monitor,
  Network,
  RadioTower,
  Shield,
  ShoppingCart,
  Snowflake,
  Sun,
  Target,
  Ticket,
  Users,
  Scale,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/utils';

/** Content names its icons by key; this is the one place that maps a key to a drawing. */
const icons = {
  snowflake: Snowflake,
  zap: Zap,
  network: Network,
  monitor: Monitor,
  cog: Cog,
  sun: Sun,
  home: Home,
  ticket: Ticket,
  activity: Activity,
  cpu: Cpu,
  'radio-tower': RadioTower,
  landmark: Landmark,
  factory: Factory,
  hotel: Hotel,
  'shopping-cart': ShoppingCart,
  'heart-pulse': HeartPulse,
  headset: Headset,
  'badge-check': BadgeCheck,
  shield: Shield,
  lightbulb: Lightbulb,
  handshake: Handshake,
  leaf: Leaf,
  target: Target,
  users: Users,
  wrench: Wrench,
  scale: Scale,
} satisfies Record<string, IconNode>;

export type ContentIconName = keyof typeof icons;

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  return <Icon icon={icons[name]} className={className} />;
}

/** A content icon on a rounded tile, brand-coloured unless `className` gives other colours: the head of a card. */
export function IconBadge({ name, className }: { name: ContentIconName; className?: string }) {
  return (
    <span
      className={cn('inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}
    >
      <ContentIcon name={name} className="size-6" />
    </span>
  );
}
