import { ASSISTANT_TASKS } from '../reply';
import { talkToExpert, wrongAnswer } from './common';
import { line, type AssistantNode } from './types';

/** Spec 001 section 9: a need for expert help rated this high or higher hands over to the experts. */
export const EXPERT_HELP_THRESHOLD = 7;

const hi: AssistantNode = {
  id: 'hi',
  run: 'once',
  before: ({ services }) => [line(services.t('assistant:home.hi', { name: services.firstName }))],
};

const intro: AssistantNode = {
  id: 'intro',
  run: 'once',
  counts: 'forever',
  condition: ({ state }) => !state.memory.introduced,
  before: ({ services }) => [line(services.t('assistant:home.intro'))],
  task: () => ({ memory: { introduced: true } }),
};

const todayFeeling: AssistantNode = {
  id: 'today-feeling',
  run: 'once',
  question: ({ services }) => services.t('assistant:home.feeling_question'),
  handle: async (said, { services, signal }) => {
    if (!said.trim()) return { goTo: wrongAnswer.id };
    const rated = await services.chat(ASSISTANT_TASKS.feeling, { said, locale: services.locale }, signal);
    const score = Number(rated);
    if (!rated.trim() || !Number.isFinite(score)) return { goTo: wrongAnswer.id };
    if (score >= EXPERT_HELP_THRESHOLD) return { goTo: talkToExpert.id, memory: { feeling: score } };
    return { say: [line(services.t('assistant:home.feeling_thanks'))], memory: { feeling: score } };
  },
};

/** After the home flow's own steps the user can ask for anything. */
const chat: AssistantNode = { id: 'chat', task: () => ({ switchTo: { conversation: 'main' } }) };

export const homeFlow: readonly AssistantNode[] = [hi, intro, todayFeeling, talkToExpert, wrongAnswer, chat];
