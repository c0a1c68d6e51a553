import {
  BookOpen,
  Briefcase,
  Building2,
  Flame,
  HeartHandshake,
  Home,
  Lightbulb,
  MessageCircle,
  Sparkles,
  Sprout,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icons a copywriter can name in `<Card icon="…">`. Listed one by one so only these reach the bundle;
 * add a lucide icon here to make it available.
 */
export const icons: Record<string, LucideIcon> = {
  'book-open': BookOpen,
  briefcase: Briefcase,
  building: Building2,
  flame: Flame,
  heart: HeartHandshake,
  home: Home,
  lightbulb: Lightbulb,
  message: MessageCircle,
  sparkles: Sparkles,
  sprout: Sprout,
  users: Users,
};
