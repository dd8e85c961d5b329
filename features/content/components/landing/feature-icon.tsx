// Icon names an admin can pick for feature cards (spec 2 §3), mapped to lucide icons.
import { BarChart3, Calendar, CreditCard, Heart, Shield, Smartphone, Star, User, Users, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Calendar, User, Users, CreditCard, Star, Heart, Shield, Smartphone, BarChart: BarChart3,
};

export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Star;
  return <Icon className={className} aria-hidden="true" />;
}
