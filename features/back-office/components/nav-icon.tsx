// The sidebar's icons, by the screen map's icon names (platform/access/admin-roles.ts).
import {
  Activity, BadgePercent, Building2, CreditCard, FileText, LayoutDashboard, Mail, MessageSquareQuote, MessageSquareText,
  Receipt, Settings, ShieldCheck, Star, Tags, Inbox, UserRoundCheck,
} from 'lucide-react';
import type { AdminIcon } from '@/platform/access/admin-roles';

const ICONS = {
  dashboard: LayoutDashboard, salons: Building2, plans: Tags, subscriptions: Receipt, payments: CreditCard,
  content: FileText, pricing: BadgePercent, testimonials: MessageSquareQuote, reviews: Star, contacts: Inbox, kvkk: UserRoundCheck,
  email: Mail, sms: MessageSquareText, activities: Activity, admins: ShieldCheck, settings: Settings,
} satisfies Record<AdminIcon, unknown>;

export function NavIcon({ icon, className }: { icon: AdminIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} aria-hidden="true" />;
}
