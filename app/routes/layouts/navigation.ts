import type { IconName } from '~/ui/icon-names';

/** The headings the main navigation is grouped under, in the order they are shown. */
export const NAV_GROUPS = ['today', 'plans', 'health', 'people', 'shop', 'account'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type NavItem = { to: string; labelKey: string; icon: IconName; group: NavGroup; end?: boolean };

/** The places a signed-in user reaches from every page; each issue adds its area here. */
export const appNavigation: NavItem[] = [
  { to: '/home', labelKey: 'common:nav.home', icon: 'home', group: 'today' },
  { to: '/diet-tracker', labelKey: 'food-tracker:nav', icon: 'spoon', group: 'today' },
  { to: '/notifications', labelKey: 'notifications:nav', icon: 'bell', group: 'today' },
  { to: '/activity', labelKey: 'activity:nav', icon: 'running', group: 'today' },
  { to: '/diet', labelKey: 'plans:nav.plans', icon: 'dish', group: 'plans' },
  { to: '/onboarding', labelKey: 'questionnaire:nav.questionnaire', icon: 'edit-square', group: 'plans' },
  { to: '/glucose', labelKey: 'glucose:nav', icon: 'chart', group: 'health' },
  { to: '/test', labelKey: 'lab-tests:nav.tests', icon: 'dna', group: 'health' },
  { to: '/manage-medicines', labelKey: 'medicines:nav', icon: 'time', group: 'health' },
  { to: '/experts', labelKey: 'experts:nav.experts', icon: 'stethoscope', group: 'people' },
  { to: '/shop', labelKey: 'shop:nav.shop', icon: 'store', group: 'shop', end: true },
  { to: '/shop/orders', labelKey: 'shop:nav.orders', icon: 'bag', group: 'shop' },
  { to: '/profile', labelKey: 'common:nav.profile', icon: 'person', group: 'account' },
];
