import { ASSISTANT_TASKS } from '../reply';
import { line, type AssistantNode, type AssistantServices } from './types';

/** Spec 001 section 5: a plain "yes…" or "no…" is read at once; anything else goes to the model. */
export function plainYesNo(said: string): boolean | null {
  const answer = said.trim().toLowerCase();
  if (answer.startsWith('no')) return false;
  if (answer.startsWith('yes')) return true;
  return null;
}

/** A yes or a no in the user's language, or null when it is neither. */
export async function yesNo(said: string, services: AssistantServices, signal: AbortSignal) {
  const plain = plainYesNo(said);
  if (plain !== null || !said.trim()) return plain;
  const answer = await services.chat(ASSISTANT_TASKS.yesNo, { said, locale: services.locale }, signal);
  return answer === 'yes' ? true : answer === 'no' ? false : null;
}

/** Spec 001: says so and goes back to the node the answer was for. */
export const wrongAnswer: AssistantNode = {
  id: 'wrong-answer',
  run: 'pick',
  before: ({ services }) => [line(services.t('assistant:wrong_answer'))],
  task: ({ state }) => (state.previousNode ? { goTo: state.previousNode } : { end: true }),
};

/** Spec 001: speaks, opens the experts page and turns the assistant off. */
export const talkToExpert: AssistantNode = {
  id: 'talk-to-expert',
  run: 'pick',
  before: ({ services }) => [line(services.t('assistant:home.talk_to_expert'), false)],
  task: ({ services }) => {
    services.navigate('/experts');
    return { end: true };
  },
};
