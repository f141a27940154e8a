import { Activity, Cog, Cpu, Home, Monitor, Network, Snowflake, Sun, Ticket, Zap, type LucideIcon } from 'lucide-react';
import type { ServiceIcon } from '@/content/services';
import type { Platform } from '@/content/solutions';

const icons: Record<ServiceIcon | Platform['icon'], LucideIcon> = {
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
};

/** Content names its icons by key; this is the one place that maps a key to a drawing. */
export function ContentIcon({ name, className }: { name: keyof typeof icons; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
