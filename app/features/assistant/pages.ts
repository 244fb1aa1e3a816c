/**
 * The places the assistant opens by name (spec 001 section 2, "navigation targets", and the pages a
 * user asks for most), each with its name as said in a sentence.
 */
export const ASSISTANT_PAGES = {
  home: { path: '/home', label: 'assistant:pages.home' },
  'diet-tracker': { path: '/diet-tracker', label: 'assistant:pages.diet_tracker' },
  'exercise-tracker': { path: '/activity/exercise-tracker', label: 'assistant:pages.exercise_tracker' },
  'meditation-tracker': { path: '/activity/meditation-tracker', label: 'assistant:pages.meditation_tracker' },
  shop: { path: '/shop', label: 'assistant:pages.shop' },
  insight: { path: '/insight', label: 'assistant:pages.insight' },
  diet: { path: '/diet', label: 'assistant:pages.diet' },
  workout: { path: '/workout', label: 'assistant:pages.workout' },
  meditation: { path: '/meditation', label: 'assistant:pages.meditation' },
  experts: { path: '/experts', label: 'assistant:pages.experts' },
  medicines: { path: '/manage-medicines', label: 'assistant:pages.medicines' },
  glucose: { path: '/glucose', label: 'assistant:pages.glucose' },
  'blood-tests': { path: '/manage-blood-tests', label: 'assistant:pages.blood_tests' },
  events: { path: '/home?page=1', label: 'assistant:pages.events' },
  onboarding: { path: '/onboarding', label: 'assistant:pages.onboarding' },
} as const;

export type AssistantPage = keyof typeof ASSISTANT_PAGES;
export const PAGE_IDS = Object.keys(ASSISTANT_PAGES) as [AssistantPage, ...AssistantPage[]];
