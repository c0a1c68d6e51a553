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
import type { CardProps } from './Card.props.ts';

/**
 * Icons a copywriter can name in `<Card icon="…">`. Listed one by one so only these reach the bundle;
 * add a lucide icon here and its name to `icon` in Card.props.ts to make it available (the type keeps the
 * two lists the same).
 */
export const icons: Record<NonNullable<CardProps['icon']>, LucideIcon> = {
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
