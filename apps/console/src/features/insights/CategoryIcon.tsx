import {
  BadgeDollarSign,
  ConciergeBell,
  HeartPulse,
  Hospital,
  type LucideIcon,
  MapPin,
  Package,
  Sparkles,
  Stethoscope,
  Tag,
  Timer,
  User,
  Users,
  Utensils,
} from 'lucide-react';
import { categoryKey } from './keyword-logic';

/** Experience categories' icons (lucide SVGs: no emoji font needed, forced colours followed). */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  food: Utensils,
  service: ConciergeBell,
  atmosphere: Sparkles,
  value: BadgeDollarSign,
  consumer: User,
  customer: User,
  patient: User,
  product: Package,
  location: MapPin,
  carequality: HeartPulse,
  bedsidemanner: Stethoscope,
  staff: Users,
  waittime: Timer,
  facilities: Hospital,
};

/** An experience category's icon ('Wait Time' → a timer); a tag for categories without one. */
export function CategoryIcon({ category }: { category: string }) {
  const Icon = CATEGORY_ICONS[categoryKey(category)] ?? Tag;
  return <Icon className="category-icon" size={20} aria-hidden="true" focusable="false" />;
}
