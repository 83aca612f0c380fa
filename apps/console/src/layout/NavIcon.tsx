import {
  ChartColumn,
  ClipboardCheck,
  Globe,
  Image,
  LayoutDashboard,
  type LucideIcon,
  MapPinned,
  Megaphone,
  MessageSquareText,
  MessagesSquare,
  Plug,
  Search,
  Send,
  Store,
  Swords,
  Tag,
  Tags,
  TrendingUp,
} from 'lucide-react';

/**
 * The console's icons: lucide-react, imported one by one so the bundle carries only these.
 * Icons are decorative (the label beside them says it); they are SVG, so they draw the same
 * on machines without an emoji font and follow forced colours (currentColor).
 */
const NAV_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  accounts: LayoutDashboard,
  'review-analysis': MessageSquareText,
  reviews: MessagesSquare,
  'child-reviews': MessagesSquare,
  keywords: Tags,
  'ask-tool': Send,
  'business-performance': TrendingUp,
  competitors: Swords,
  'location-performance': MapPinned,
  reports: ChartColumn,
  'partner-reports': ChartColumn,
  scorecards: ClipboardCheck,
  'online-presence': Globe,
  amplify: Megaphone,
  'local-listings': Store,
  'local-search': Search,
  photos: Image,
  integrations: Plug,
};

/** A navigation item's icon by its id (a tag for an id without one). */
export function NavIcon({ id }: { id: string }) {
  const Icon = NAV_ICONS[id] ?? Tag;
  return (
    <Icon className="nav-icon" size={18} strokeWidth={2} aria-hidden="true" focusable="false" />
  );
}
