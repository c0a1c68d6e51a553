import BookOpen from 'lucide-react/icons/book-open';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-2';
import Flame from 'lucide-react/icons/flame';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Home from 'lucide-react/icons/home';
import Lightbulb from 'lucide-react/icons/lightbulb';
import MessageCircle from 'lucide-react/icons/message-circle';
import Sparkles from 'lucide-react/icons/sparkles';
import Sprout from 'lucide-react/icons/sprout';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import type { CardProps } from './Card.props.ts';

/**
 * Icons a copywriter can name in `<Card icon="…">`. Listed one by one so only these reach the bundle;
 * add a lucide icon here and its name to `icon` in Card.props.ts to make it available (the type keeps the
 * two lists the same). Each comes from its own file, as every icon in src/ does: lucide-react's main module is one
 * file of all its icons, which the dev server's render loaded whole before its first page.
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
