import { chatProvider } from '~/ai/gateway.server';
import { getConfig } from '~/config.server';
import { healthProfileOf } from '~/features/lab-tests/health-profile.server';
import type { JobDeps } from './jobs.server';
import { PLAN_TASKS } from './tasks.server';

/** What plan jobs run on in this server: the configured model (or the embedded planner). */
export function planJobDeps(): JobDeps {
  const config = getConfig();
  return {
    provider: chatProvider(PLAN_TASKS, config),
    health: healthProfileOf,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}
