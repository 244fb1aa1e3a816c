import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of spec 000 section 2, in its order. Each later issue adds its routes to its layout.
export default [
  layout('routes/layouts/noauth.tsx', [
    index('routes/visitor/landing.tsx'),
    route('vivai', 'routes/visitor/vivai.tsx'),
    route('auth/login', 'routes/visitor/login.tsx'),
    route('auth/register', 'routes/visitor/register.tsx'),
    route('auth/forgot-password', 'routes/visitor/forgot-password.tsx'),
    route('auth/reset-password', 'routes/visitor/reset-password.tsx'),
  ]),
  route('auth/confirm', 'routes/visitor/confirm.tsx'),
  route('auth/logout', 'routes/api/logout.ts'),
  layout('routes/layouts/auth.tsx', [
    route('home', 'routes/app/home.tsx'),
    route('profile', 'routes/app/profile.tsx'),
    route('onboarding', 'routes/app/onboarding.tsx'),
    route('onboarding/summary', 'routes/app/onboarding-summary.tsx'),
    route('shop', 'routes/app/shop/catalogue.tsx'),
    route('shop/cart', 'routes/app/shop/cart.tsx'),
    route('shop/payment', 'routes/app/shop/payment.tsx'),
    route('shop/order-confirmation', 'routes/app/shop/order-confirmation.tsx'),
    route('shop/order-done', 'routes/app/shop/order-done.tsx'),
    route('shop/orders', 'routes/app/shop/orders.tsx'),
    route('shop/product/:productId', 'routes/app/shop/product.tsx'),
  ]),
  route('page/:slug', 'routes/visitor/content-page.tsx'),
  layout('routes/layouts/admin-noauth.tsx', [route('admin/login', 'routes/admin/login.tsx')]),
  layout('routes/layouts/admin-auth.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/shop-orders', 'routes/admin/shop-orders.tsx', { id: 'admin-shop-orders' }),
    route('admin/shop-orders/page/:page', 'routes/admin/shop-orders.tsx', { id: 'admin-shop-orders-page' }),
  ]),
  route('api/languages/detect', 'routes/api/languages-detect.ts'),
  route('api/language', 'routes/api/language.ts'),
  route('api/catalogue/*', 'routes/api/catalogue.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
