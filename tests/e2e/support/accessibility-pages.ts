import type { Page } from 'playwright-core';
import {
  assistantOpen,
  addAMedicine,
  cameraRefused,
  editAMedicine,
  editAnEvent,
  editedBloodTest,
  finishedTestPage,
  pressForToast,
  refusedQuantity,
  refusedReading,
  savedBloodTest,
  showFeedAddress,
  submitEmpty,
  submitTextEmpty,
  submitUnanswered,
  unconfirmedDeletion,
  withFinishedTest,
  afterAComment,
  withPlan,
  withTrackedPlans,
  wrongSignIn,
} from './accessibility-states';
import { editedEntry, trackedDay } from './food-tracker-states';

/** Who opens the page: a visitor, a signed-in user with an order and a filled cart, an expert, or the admin. */
export type Role = 'visitor' | 'user' | 'expert' | 'admin';

/**
 * Values known once the accounts exist: the order the user placed, a dish that is not in their
 * cart, the user's profile id and the expert's.
 */
export type Samples = {
  orderId: number;
  productId: string;
  userId: string;
  expertId: string;
  /** The user's own records, which the admin corrects. */
  eventId: number;
  medicineId: number;
  bloodTestId: number;
};

export type Visit = {
  as: Role;
  url: string | ((samples: Samples) => string);
  /** A state reached on the page before the check, named in the test's title. */
  state?: { name: string; reach: (page: Page) => Promise<void> };
  /** The page offers a dialog: the check fails if it finds none to open. */
  hasDialog?: boolean;
};

export { hydrated } from './accessibility-states';

const visit = (as: Role, url: Visit['url']): Visit => ({ as, url });
/**
 * A plan page, with the answers its plan is made from. The expert's account answers them: the
 * user's questionnaire must stay unanswered for the onboarding check, in either language.
 */
const planPage = (url: string): Visit => ({
  as: 'expert',
  url,
  state: { name: 'with a plan', reach: withPlan },
});
/** A tracker page (or the workout player) with its plans made and an item ticked, as the expert. */
const trackerPage = (url: string): Visit => ({
  as: 'expert',
  url,
  state: { name: 'with plans, an item ticked', reach: withTrackedPlans },
});
/** A form page is checked with the form submitted empty: the whole page, and its field errors too. */
const emptyForm = (as: Role, url: string): Visit => ({
  as,
  url,
  state: { name: 'submitted empty', reach: submitEmpty },
});

/**
 * How the accessibility check reaches each page route of app/routes.ts, keyed by its path: one
 * sample of each page (pages of one template are not repeated), in the state that shows the most.
 * A new page route needs an entry here (the check fails and asks for one); every dialog a page can
 * open is opened and checked on its own, with no entry needed.
 */
export const HOW_TO_REACH: Record<string, Visit[]> = {
  '/': [visit('visitor', '/')],
  '/vivai': [visit('visitor', '/vivai')],
  '/auth/login': [
    emptyForm('visitor', '/auth/login'),
    { ...visit('visitor', '/auth/login'), state: { name: 'refused by the server', reach: wrongSignIn } },
  ],
  '/auth/register': [emptyForm('visitor', '/auth/register')],
  '/auth/forgot-password': [emptyForm('visitor', '/auth/forgot-password')],
  '/auth/reset-password': [emptyForm('visitor', '/auth/reset-password?token=sample-token')],
  '/auth/confirm': [visit('visitor', '/auth/confirm?token=not-a-valid-token')],
  // Action-only addresses: a GET shows the 404 page, signed out and signed in.
  '/auth/logout': [visit('visitor', '/auth/logout'), visit('user', '/auth/logout')],
  '/api/language': [visit('visitor', '/api/language')],
  '/api/time-zone': [visit('user', '/api/time-zone')],
  '/home': [
    visit('user', '/home'),
    { ...visit('user', '/home'), state: { name: 'the assistant open', reach: assistantOpen } },
  ],
  '/profile': [emptyForm('user', '/profile')],
  // The first question, submitted unanswered; the summary lists every group with its answers.
  '/onboarding': [
    { ...visit('user', '/onboarding'), state: { name: 'sent unanswered', reach: submitUnanswered } },
  ],
  '/onboarding/summary': [visit('user', '/onboarding/summary')],
  // The directory with the expert's card; a search that finds nobody, with its way back.
  '/experts': [visit('user', '/experts')],
  '/experts/search': [visit('user', '/experts/search?specialty=no-such-specialty')],
  // The expert's form sent without a specialty; anyone else gets the 404 page.
  '/experts/edit-profile': [
    { ...visit('expert', '/experts/edit-profile'), state: { name: 'sent empty', reach: submitTextEmpty } },
    visit('user', '/experts/edit-profile'),
  ],
  '/experts/:expertId': [visit('user', ({ expertId }) => `/experts/${expertId}`)],
  '/shop': [visit('user', '/shop')],
  '/shop/cart': [
    visit('user', '/shop/cart'),
    { ...visit('user', '/shop/cart'), state: { name: 'a quantity refused', reach: refusedQuantity } },
  ],
  '/shop/payment': [emptyForm('user', '/shop/payment')],
  '/shop/order-confirmation': [visit('user', '/shop/order-confirmation')],
  '/shop/order-done': [visit('user', ({ orderId }) => `/shop/order-done?order=${orderId}`)],
  '/shop/orders': [visit('user', '/shop/orders')],
  '/shop/product/:productId': [
    visit('user', ({ productId }) => `/shop/product/${productId}`),
    {
      ...visit('user', ({ productId }) => `/shop/product/${productId}`),
      state: { name: 'added to the cart, its toast shown', reach: pressForToast },
    },
  ],
  // The list with a saved test (a flag, the history chart, the delete dialog); the form empty and refused.
  '/manage-blood-tests': [
    visit('user', '/manage-blood-tests'),
    {
      ...visit('user', '/manage-blood-tests/add'),
      state: { name: 'a test saved, its list', reach: savedBloodTest },
      hasDialog: true,
    },
  ],
  '/manage-blood-tests/add': [emptyForm('user', '/manage-blood-tests/add')],
  '/manage-blood-tests/:testId/edit': [
    {
      ...visit('user', '/manage-blood-tests/add'),
      state: { name: 'a test saved, its edit form', reach: editedBloodTest },
    },
  ],
  '/glucose': [
    visit('user', '/glucose?view=week'),
    {
      ...visit('user', '/glucose'),
      state: { name: 'a reading saved and one refused', reach: refusedReading },
    },
  ],
  '/profile/my-data': [
    {
      ...visit('user', '/profile/my-data'),
      state: { name: 'deletion not confirmed', reach: unconfirmedDeletion },
    },
  ],
  // Plan pages with their plan; the diet's chat footer also with an empty comment refused, after a
  // comment (the reply and what changed), and before the questionnaire is answered (the user's).
  // A job in progress and a failure notice come only from a remote model, which the suite has not.
  '/diet': [
    planPage('/diet'),
    visit('user', '/diet'),
    {
      ...visit('expert', '/diet'),
      state: { name: 'after a comment', reach: afterAComment },
    },
    {
      ...visit('expert', '/diet'),
      state: {
        name: 'an empty comment refused',
        reach: async (page) => {
          await withPlan(page);
          await submitEmpty(page);
        },
      },
    },
  ],
  // A day with a plan food and white bread logged, an own food saved, and a refused amount; the edit
  // form sent empty.
  '/diet-tracker': [
    visit('user', '/diet-tracker'),
    {
      ...visit('expert', '/diet-tracker'),
      state: { name: 'a day logged, an amount refused', reach: trackedDay },
    },
  ],
  '/diet-tracker/own-foods/:foodId/delete': [visit('user', '/diet-tracker/own-foods/1/delete')],
  '/diet-tracker/:entryId/edit': [
    {
      ...visit('user', '/diet-tracker?food=white-bread'),
      state: { name: 'a food logged, its edit form sent empty', reach: editedEntry },
    },
  ],
  '/workout': [planPage('/workout')],
  '/meditation': [planPage('/meditation')],
  '/exercise': [planPage('/exercise')],
  '/insight': [planPage('/insight')],
  '/exercise-do': [trackerPage('/exercise-do')],
  // The user without plans sees the way to make them; the expert has plans and a ticked item.
  '/activity/exercise-tracker': [
    visit('user', '/activity/exercise-tracker'),
    trackerPage('/activity/exercise-tracker'),
  ],
  '/activity/meditation-tracker': [trackerPage('/activity/meditation-tracker')],
  '/manage-tests': [visit('user', '/manage-tests')],
  // The admin may use the user side too: it requests a test, finishes it, and reads the chart.
  '/manage-tests/:orderId': [
    {
      ...visit('admin', '/manage-tests'),
      state: { name: 'a finished request, its chart', reach: finishedTestPage },
    },
  ],
  // Radios cannot be emptied: the form is sent as it opens, with nothing chosen.
  '/request-new-test': [
    { ...visit('user', '/request-new-test'), state: { name: 'sent empty', reach: submitUnanswered } },
  ],
  '/test': [visit('user', '/test')],
  // The accessibility browser has no camera: Start ends in the page's explanation.
  '/pose-test': [
    visit('user', '/pose-test'),
    { ...visit('user', '/pose-test'), state: { name: 'the camera refused', reach: cameraRefused } },
  ],
  '/manage-events/add': [emptyForm('user', '/manage-events/add')],
  '/manage-events/:eventId/edit': [
    {
      ...visit('user', '/manage-events/add'),
      state: { name: 'an event added, its edit form sent empty', reach: editAnEvent },
    },
  ],
  // Action-only addresses: a GET shows the 404 page.
  '/manage-events/:eventId/delete': [visit('user', '/manage-events/1/delete')],
  '/manage-medicines': [
    {
      ...visit('user', '/manage-medicines'),
      state: { name: 'with a medicine', reach: addAMedicine },
      hasDialog: true,
    },
  ],
  '/manage-medicines/add': [emptyForm('user', '/manage-medicines/add')],
  '/manage-medicines/doses': [visit('user', '/manage-medicines/doses')],
  '/manage-medicines/:medicineId/edit': [
    {
      ...visit('user', '/manage-medicines/add'),
      state: { name: 'a medicine added, its edit form sent empty', reach: editAMedicine },
    },
  ],
  '/manage-medicines/:medicineId/delete': [visit('user', '/manage-medicines/1/delete')],
  '/notifications': [visit('user', '/notifications')],
  '/integration': [
    visit('user', '/integration'),
    { ...visit('user', '/integration'), state: { name: 'the feed address shown', reach: showFeedAddress } },
  ],
  '/page/:slug': [visit('visitor', '/page/privacy-policy')],
  '/admin/login': [emptyForm('visitor', '/admin/login')],
  '/admin': [visit('admin', '/admin')],
  // Each user card opens the type and the status dialogs; the details page adds the name dialog.
  '/admin/users': [{ ...visit('admin', '/admin/users'), hasDialog: true }],
  '/admin/users/page/:page': [visit('admin', '/admin/users/page/2')],
  '/admin/users/:userId': [{ ...visit('admin', ({ userId }) => `/admin/users/${userId}`), hasDialog: true }],
  // The user's own forms, in the admin panel, submitted empty.
  '/admin/users/:userId/events/:recordId': [
    {
      ...visit('admin', ({ userId, eventId }) => `/admin/users/${userId}/events/${eventId}`),
      state: { name: 'submitted empty', reach: submitTextEmpty },
    },
  ],
  '/admin/users/:userId/medicines/:recordId': [
    {
      ...visit('admin', ({ userId, medicineId }) => `/admin/users/${userId}/medicines/${medicineId}`),
      state: { name: 'submitted empty', reach: submitTextEmpty },
    },
  ],
  '/admin/users/:userId/blood-tests/:recordId': [
    visit('admin', ({ userId, bloodTestId }) => `/admin/users/${userId}/blood-tests/${bloodTestId}`),
  ],
  // Each order card opens the order's status dialog.
  '/admin/shop-orders': [{ ...visit('admin', '/admin/shop-orders'), hasDialog: true }],
  // A later page: with fewer than 16 orders, the empty list and its way back to page 1.
  '/admin/shop-orders/page/:page': [visit('admin', '/admin/shop-orders/page/2')],
  // Each request card opens its status, details and edit dialogs.
  '/admin/test-requests': [
    {
      ...visit('admin', '/admin/test-requests'),
      state: { name: 'a finished request listed', reach: withFinishedTest },
      hasDialog: true,
    },
  ],
  '/admin/test-requests/page/:page': [visit('admin', '/admin/test-requests/page/2')],
  // The error page, in the visitor's frame and in the signed-in one.
  '/*': [visit('visitor', '/no/such-page'), visit('user', '/no/such-page')],
};
