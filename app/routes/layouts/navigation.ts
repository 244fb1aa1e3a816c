import type { IconName } from '~/ui/icon-names';

export type NavItem = { to: string; labelKey: string; icon: IconName };

/** The places a signed-in user reaches from every page; each issue adds its area here. */
export const appNavigation: NavItem[] = [
  { to: '/home', labelKey: 'common:nav.home', icon: 'home' },
  { to: '/onboarding', labelKey: 'questionnaire:nav.questionnaire', icon: 'edit-square' },
  { to: '/shop', labelKey: 'shop:nav.shop', icon: 'store' },
  { to: '/shop/orders', labelKey: 'shop:nav.orders', icon: 'bag' },
  { to: '/profile', labelKey: 'common:nav.profile', icon: 'person' },
];
