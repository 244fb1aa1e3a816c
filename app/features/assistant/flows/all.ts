import type { Flows } from '../engine/types';
import { emailFlow } from './email';
import { homeFlow } from './home';
import { mainFlow } from './main';
import { planCommentFlow } from './plan-comment';
import type { AssistantMemory, AssistantServices } from './types';

/** Spec 001 section 4: every conversation's flow. */
export const assistantFlows: Flows<AssistantMemory, AssistantServices> = {
  home: homeFlow,
  main: mainFlow,
  email: emailFlow,
  diet: planCommentFlow('diet'),
  exercise: planCommentFlow('workout'),
  meditation: planCommentFlow('meditation'),
};
