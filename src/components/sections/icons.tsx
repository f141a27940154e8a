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
  type LucideIcon,
} from 'lucide-react';

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
} satisfies Record<string, LucideIcon>;

export type ContentIconName = keyof typeof icons;

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
