import { extractedAnswerSchema } from '../questionnaire';
import { ASSISTANT_TASKS } from '../reply';
import { talkToExpert, wrongAnswer, yesNo } from './common';
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

/** Reads where the questionnaire walk stands; the nodes after it ask, offer or pass by on it. */
const walk: AssistantNode = {
  id: 'walk',
  task: async ({ state, services, signal }) => ({
    memory: { walk: await services.walk(state.memory.activeGroup, state.memory.skipped, signal) },
  }),
};

/** The refusals the questionnaire's reader gives have their own sentence; a model's own word has not. */
const answerProblem = (key: string) =>
  key.startsWith('questionnaire:errors.') ? key : 'assistant:home.answer_unclear';

/** Open questions are asked only after a yes, once a session: the user may have come for something else. */
const walkOffer: AssistantNode = {
  id: 'walk-offer',
  run: 'once',
  condition: ({ state }) => !state.memory.walking && Boolean(state.memory.walk?.question),
  question: ({ state, services }) =>
    services.t('assistant:home.walk_offer', {
      group: state.memory.walk?.active.title ?? '',
      count: state.memory.walk?.active.left ?? 0,
    }),
  handle: async (said, { services, signal }) => {
    const yes = await yesNo(said, services, signal);
    if (yes === null) return { goTo: wrongAnswer.id };
    return yes ? { memory: { walking: true } } : {};
  },
};

/** Asks the active group's next open question and stores the answer; the walk is then read again. */
const question: AssistantNode = {
  id: 'question',
  condition: ({ state }) => state.memory.walking && Boolean(state.memory.walk?.question),
  question: ({ state }) => state.memory.walk?.question?.text ?? null,
  handle: async (said, { state, services, signal }) => {
    const asked = state.memory.walk?.question;
    if (!asked) return { goTo: walk.id };
    if (!said.trim()) return { goTo: wrongAnswer.id };
    const input = { question: asked.name, said, locale: services.locale };
    const read = extractedAnswerSchema.parse(
      JSON.parse(await services.chat(ASSISTANT_TASKS.extractAnswer, input, signal)),
    );
    if ('error' in read) {
      return { say: [line(services.t(answerProblem(read.error), read.params))], again: true };
    }
    const saved = await services.saveAnswer(asked.name, read.values, signal);
    if (!saved.ok) return { say: [line(saved.message)], again: true };
    return { goTo: walk.id };
  },
  skip: ({ state }) => {
    const asked = state.memory.walk?.question;
    return {
      memory: { skipped: asked ? [...state.memory.skipped, asked.name] : state.memory.skipped },
      goTo: walk.id,
    };
  },
};

/** Spec 001: the active group is answered and another is left: on to it after a yes. */
const moreQuestion: AssistantNode = {
  id: 'more-question',
  condition: ({ state }) => !state.memory.walk?.question && Boolean(state.memory.walk?.nextGroup),
  question: ({ state, services }) =>
    services.t('assistant:home.more_question', { group: state.memory.walk?.nextGroup?.title ?? '' }),
  handle: async (said, { state, services, signal }) => {
    const next = state.memory.walk?.nextGroup;
    const yes = await yesNo(said, services, signal);
    if (yes === null) return { goTo: wrongAnswer.id };
    if (!yes || !next) return {};
    return { memory: { activeGroup: next.group, walking: true }, goTo: walk.id };
  },
};

const answeredAll: AssistantNode = {
  id: 'you-answered-all',
  run: 'once',
  counts: 'forever',
  condition: ({ state }) => Boolean(state.memory.walk?.allDone),
  before: ({ services }) => [line(services.t('assistant:home.answered_all'))],
};

/** Spec 001: only when a diet plan is due; the diet page makes it (diet and threats) as it opens. */
const generateDiet: AssistantNode = {
  id: 'generate-diet-schedule',
  run: 'once',
  condition: ({ state }) => Boolean(state.memory.walk?.dietDue),
  question: ({ services }) => services.t('assistant:home.diet_offer'),
  handle: async (said, { services, signal }) => {
    const yes = await yesNo(said, services, signal);
    if (yes === null) return { goTo: wrongAnswer.id };
    if (!yes) return {};
    services.navigate('/diet');
    return { say: [line(services.t('assistant:home.diet_opening'), false)], end: true };
  },
};

/** After the home flow's own steps the user can ask for anything. */
const chat: AssistantNode = { id: 'chat', task: () => ({ switchTo: { conversation: 'main' } }) };

export const homeFlow: readonly AssistantNode[] = [
  hi,
  intro,
  todayFeeling,
  talkToExpert,
  walk,
  walkOffer,
  question,
  moreQuestion,
  wrongAnswer,
  answeredAll,
  generateDiet,
  chat,
];
