import type { IconName } from '~/ui/icon-names';

export type AdminMenuItem = { to: string; titleKey: string; icon: IconName; end?: boolean };

/** Spec: dashboard, manage shop orders, manage test requests, manage users, show website. Each issue adds its page. */
export const adminMenu: AdminMenuItem[] = [
  { to: '/admin', titleKey: 'admin:menu.dashboard', icon: 'chart', end: true },
  { to: '/admin/shop-orders', titleKey: 'admin:menu.shop_orders', icon: 'store' },
  { to: '/admin/test-requests', titleKey: 'admin:menu.test_requests', icon: 'dna' },
  { to: '/admin/users', titleKey: 'admin:menu.users', icon: 'person' },
  { to: '/home', titleKey: 'admin:menu.show_website', icon: 'home' },
];
