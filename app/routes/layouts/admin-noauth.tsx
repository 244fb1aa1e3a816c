import { Outlet } from 'react-router';
import { adminVisitorMiddleware } from '~/auth/middleware.server';
import { LanguageSwitcher } from '~/ui/language-switcher';
import { Logo } from '~/ui/logo';
import type { Route } from './+types/admin-noauth';

export const middleware: Route.MiddlewareFunction[] = [adminVisitorMiddleware];

export default function AdminVisitorLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between px-6 py-4">
        <Logo to="/" />
        <LanguageSwitcher />
      </header>
      <main className="px-6 pb-12">
        <Outlet />
      </main>
    </div>
  );
}
