import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, HANDLE_DEBOUNCE_MS } from '../engine/engine';
import type { ConversationId } from '../engine/types';
import type { AssistantAction } from '../actions';
import { ASSISTANT_TASKS, type AssistantReply } from '../reply';
import { plainYesNo } from './common';
import { assistantFlows } from './all';
import { EXPERT_HELP_THRESHOLD } from './home';
import type { QuestionnaireWalk } from '../questionnaire';
import type { QuestionGroup } from '~/features/questionnaire/questions/types';
import type { AssistantMemory, AssistantServices } from './types';

type Script = (task: string, input: { said: string }) => string | Error;

/** No question open, nothing offered: the home flow goes on to the main conversation. */
const NOTHING_TO_WALK: QuestionnaireWalk = {
  question: null,
  active: { title: 'title onboarding', left: 0 },
  nextGroup: null,
  allDone: false,
  dietDue: false,
};

/** The flows on the engine with a scripted chat: keys stand for the texts, the chat answers as told. */
function run(
  conversation: ConversationId,
  script: Script,
  options: {
    introduced?: boolean;
    refuse?: boolean;
    walk?: (group: QuestionGroup, skipped: readonly string[]) => QuestionnaireWalk;
    saveAnswer?: AssistantServices['saveAnswer'];
  } = {},
) {
  const visited: string[] = [];
  const asked: { task: string; said: string }[] = [];
  const acted: AssistantAction[] = [];
  const mailed: string[] = [];
  let refreshed = 0;
  const services: AssistantServices = {
    locale: 'en',
    firstName: 'Maya',
    t: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
    today: () => '2026-11-27',
    chat: async (task, input) => {
      const said = (input as { said: string }).said;
      asked.push({ task, said });
      const answer = script(task, input as { said: string });
      if (answer instanceof Error) throw answer;
      return answer;
    },
    navigate: (path) => visited.push(path),
    act: async (action) => {
      acted.push(action);
      if (options.refuse) return { ok: false, message: 'refused' };
      return { ok: true, message: `done ${action.action}`, focus: { kind: 'event', id: 1 } };
    },
    refresh: () => {
      refreshed += 1;
    },
    openMail: (href) => mailed.push(href),
    walk: async (group, skipped) => (options.walk ?? (() => NOTHING_TO_WALK))(group, skipped),
    saveAnswer: options.saveAnswer ?? (async () => ({ ok: true })),
  };
  const failures: unknown[] = [];
  const engine = createEngine<AssistantMemory, AssistantServices>({
    flows: assistantFlows,
    services,
    effects: {
      speak: async () => undefined,
      failed: (error) => {
        failures.push(error);
        return 'assistant:network_error';
      },
    },
    conversation,
    memory: {
      introduced: options.introduced ?? false,
      activeGroup: 'onboarding',
      feeling: null,
      history: [],
      prompt: null,
      pending: null,
      action: null,
      focus: null,
      email: null,
      walk: null,
      skipped: [],
      walking: false,
    },
  });
  const said = () =>
    engine
      .getState()
      .said.filter((line) => line.who === 'assistant')
      .map((line) => line.text);
  return { engine, visited, asked, acted, mailed, failures, said, refreshed: () => refreshed };
}

async function settle() {
  for (let i = 0; i < 8; i++) await vi.advanceTimersByTimeAsync(HANDLE_DEBOUNCE_MS);
}

const reply = (fields: AssistantReply) => JSON.stringify(fields);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the home flow', () => {
  it('greets by first name, introduces itself once, asks how the user feels and then listens for anything', async () => {
    const home = run('home', (task) =>
      task === ASSISTANT_TASKS.feeling ? '3' : reply({ message: 'Sure.' }),
    );
    home.engine.activate();
    await settle();
    expect(home.said()).toEqual([
      'assistant:home.hi {"name":"Maya"}',
      'assistant:home.intro',
      'assistant:home.feeling_question',
    ]);
    home.engine.answer('A bit tired but fine');
    await settle();
    expect(home.asked).toEqual([{ task: ASSISTANT_TASKS.feeling, said: 'A bit tired but fine' }]);
    expect(home.said().slice(3)).toEqual(['assistant:home.feeling_thanks', 'assistant:main.ask']);
    expect(home.engine.getState()).toMatchObject({
      conversation: 'main',
      mode: 'listen',
      memory: { feeling: 3, introduced: true },
    });
    expect(home.engine.getState().counts.forever).toEqual({ 'home/intro': 1 });
  });

  it('does not introduce itself to a user it has met', async () => {
    const home = run('home', () => '2', { introduced: true });
    home.engine.activate();
    await settle();
    expect(home.said()).toEqual(['assistant:home.hi {"name":"Maya"}', 'assistant:home.feeling_question']);
  });

  it(`hands over to the experts page at a score of ${EXPERT_HELP_THRESHOLD} or more`, async () => {
    const home = run('home', () => String(EXPERT_HELP_THRESHOLD), { introduced: true });
    home.engine.activate();
    await settle();
    home.engine.answer('I feel awful');
    await settle();
    expect(home.visited).toEqual(['/experts']);
    expect(home.said().at(-1)).toBe('assistant:home.talk_to_expert');
    expect(home.engine.getState()).toMatchObject({ mode: 'off', memory: { feeling: 7 } });
  });

  it('says a wrong answer and asks again when the score cannot be read or nothing was said', async () => {
    const home = run('home', () => 'not a number', { introduced: true });
    home.engine.activate();
    await settle();
    home.engine.answer('meh');
    await settle();
    home.engine.answer('   ');
    await settle();
    expect(home.said().slice(1)).toEqual([
      'assistant:home.feeling_question',
      'assistant:wrong_answer',
      'assistant:home.feeling_question',
      'assistant:wrong_answer',
      'assistant:home.feeling_question',
    ]);
    expect(home.asked).toHaveLength(1);
    expect(home.engine.getState()).toMatchObject({ node: 'today-feeling', mode: 'listen' });
  });
});

/**
 * A questionnaire on the "server": each group's questions in order, the answered ones stored. The
 * walk is read from it as the route reads it from the database.
 */
function questionnaire(groups: Partial<Record<QuestionGroup, string[]>>, dietDue = false) {
  const stored = new Map<string, readonly (string | number | boolean)[]>();
  const order = Object.keys(groups) as QuestionGroup[];
  const open = (group: QuestionGroup) => (groups[group] ?? []).filter((name) => !stored.has(name));
  const walk = (group: QuestionGroup, skipped: readonly string[]): QuestionnaireWalk => {
    const next = open(group).find((name) => !skipped.includes(name));
    const after =
      open(group).length === 0 ? order.find((other) => other !== group && open(other).length > 0) : undefined;
    return {
      question: next ? { name: next, text: `ask ${next}` } : null,
      active: { title: `title ${group}`, left: open(group).length },
      nextGroup: after ? { group: after, title: `title ${after}` } : null,
      allDone: order.every((other) => open(other).length === 0),
      dietDue,
    };
  };
  const saveAnswer: AssistantServices['saveAnswer'] = async (question, values) => {
    if (values[0] === 999) return { ok: false, message: 'too heavy' };
    stored.set(question, values);
    return { ok: true };
  };
  return { stored, walk, saveAnswer };
}

/** The extraction task as scripted: a number said is read as kilograms, "purple" fits nothing. */
const extraction: Script = (task, { said }) => {
  if (task === ASSISTANT_TASKS.feeling) return '2';
  if (task === ASSISTANT_TASKS.yesNo) return said.includes('sure') ? 'yes' : 'unclear';
  if (task === ASSISTANT_TASKS.extractAnswer) {
    if (said === 'purple') return JSON.stringify({ error: 'questionnaire:errors.not_a_number' });
    if (said === 'hmm') return JSON.stringify({ error: 'unclear' });
    return JSON.stringify({ values: [Number(said), 'kg'] });
  }
  return reply({ message: 'Sure.' });
};

/** The home flow started for a user it has met, past the feeling question, on this questionnaire. */
async function afterFeeling(server: ReturnType<typeof questionnaire>) {
  const home = run('home', extraction, { introduced: true, ...server });
  home.engine.activate();
  await settle();
  home.engine.answer('fine');
  await settle();
  return home;
}

describe('the home flow through the questionnaire', () => {
  it('asks the open questions of the active group, reads each answer and stores it', async () => {
    const server = questionnaire({ onboarding: ['weight', 'height'] });
    const home = await afterFeeling(server);
    expect(home.said().at(-1)).toBe('assistant:home.walk_offer {"group":"title onboarding","count":2}');
    home.engine.answer('yes');
    await settle();
    expect(home.said().at(-1)).toBe('ask weight');
    home.engine.answer('purple');
    await settle();
    home.engine.answer('hmm');
    await settle();
    home.engine.answer('999');
    await settle();
    expect(home.said().slice(-6)).toEqual([
      'questionnaire:errors.not_a_number',
      'ask weight',
      'assistant:home.answer_unclear',
      'ask weight',
      'too heavy',
      'ask weight',
    ]);
    expect(server.stored.size).toBe(0);
    home.engine.answer('70');
    await settle();
    expect(server.stored.get('weight')).toEqual([70, 'kg']);
    expect(home.said().at(-1)).toBe('ask height');
    expect(home.asked.filter((call) => call.task === ASSISTANT_TASKS.extractAnswer)).toHaveLength(4);
  });

  it('passes a skipped question by for the session, and an empty answer is a wrong answer', async () => {
    const server = questionnaire({ onboarding: ['weight', 'height'] });
    const home = await afterFeeling(server);
    home.engine.answer('yes');
    await settle();
    home.engine.answer('  ');
    await settle();
    expect(home.said().slice(-2)).toEqual(['assistant:wrong_answer', 'ask weight']);
    home.engine.skip();
    await settle();
    expect(home.said().at(-1)).toBe('ask height');
    expect(home.engine.getState().memory.skipped).toEqual(['weight']);
    home.engine.skip();
    await settle();
    // Nothing answered and nothing offered: on to anything the user wants.
    expect(home.engine.getState()).toMatchObject({ conversation: 'main', mode: 'listen' });
    expect(server.stored.size).toBe(0);
  });

  it('asks nothing of the questionnaire this session after a no to the offer', async () => {
    const server = questionnaire({ onboarding: ['weight', 'height'] });
    const home = await afterFeeling(server);
    home.engine.answer('no, not now');
    await settle();
    expect(home.said().at(-1)).toBe('assistant:main.ask');
    expect(home.engine.getState()).toMatchObject({ conversation: 'main', memory: { walking: false } });
    expect(home.asked.filter((call) => call.task === ASSISTANT_TASKS.extractAnswer)).toEqual([]);
  });

  it('offers the next group once the active one is answered and moves on to it after a yes', async () => {
    const server = questionnaire({ onboarding: [], 'health-information': ['stress_level'] });
    const home = await afterFeeling(server);
    expect(home.said().at(-1)).toBe('assistant:home.more_question {"group":"title health-information"}');
    home.engine.answer('what?');
    await settle();
    expect(home.said().slice(-2)).toEqual([
      'assistant:wrong_answer',
      'assistant:home.more_question {"group":"title health-information"}',
    ]);
    home.engine.answer('sure, go on');
    await settle();
    expect(home.engine.getState().memory.activeGroup).toBe('health-information');
    expect(home.said().at(-1)).toBe('ask stress_level');
  });

  it('goes on without the next group after a no', async () => {
    const server = questionnaire({ onboarding: [], workout: ['workout_days'] });
    const home = await afterFeeling(server);
    home.engine.answer('no thanks');
    await settle();
    expect(home.engine.getState()).toMatchObject({
      conversation: 'main',
      memory: { activeGroup: 'onboarding' },
    });
  });

  it('says once for good that every question is answered, and opens the diet page to make a due plan after a yes', async () => {
    const server = questionnaire({ onboarding: [] }, true);
    const home = await afterFeeling(server);
    expect(home.said().slice(-2)).toEqual(['assistant:home.answered_all', 'assistant:home.diet_offer']);
    expect(home.engine.getState().counts.forever).toMatchObject({ 'home/you-answered-all': 1 });
    home.engine.answer('yes please');
    await settle();
    expect(home.visited).toEqual(['/diet']);
    expect(home.said().at(-1)).toBe('assistant:home.diet_opening');
    expect(home.engine.getState().mode).toBe('off');
  });

  it('leaves the diet plan alone after a no', async () => {
    const server = questionnaire({ onboarding: [] }, true);
    const home = await afterFeeling(server);
    home.engine.answer('no');
    await settle();
    expect(home.visited).toEqual([]);
    expect(home.engine.getState()).toMatchObject({ conversation: 'main', mode: 'listen' });
  });
});

describe('the main flow', () => {
  it('opens a page and goes off', async () => {
    const main = run('main', () => reply({ message: 'Opening the shop.', page: 'shop' }));
    main.engine.answer('open the shop');
    await settle();
    expect(main.visited).toEqual(['/shop']);
    expect(main.said()).toEqual(['Opening the shop.']);
    expect(main.engine.getState().mode).toBe('off');
  });

  it('goes off on exit and to the experts on help', async () => {
    const exit = run('main', () => reply({ message: 'Bye.', exit: true }));
    exit.engine.answer('stop');
    await settle();
    expect(exit.engine.getState().mode).toBe('off');
    expect(exit.said()).toEqual(['Bye.']);

    const help = run('main', () => reply({ message: 'Experts.', help: true }));
    help.engine.answer('I need a doctor');
    await settle();
    expect(help.visited).toEqual(['/experts']);
  });

  it('loops on a plain reply, asking with it and sending the turns so far', async () => {
    const main = run('main', () => reply({ message: 'What would you like?' }));
    main.engine.activate();
    await settle();
    main.engine.answer('hmm');
    await settle();
    expect(main.said()).toEqual(['assistant:main.ask', 'What would you like?']);
    expect(main.engine.getState()).toMatchObject({ mode: 'listen', question: 'What would you like?' });
    expect(main.engine.getState().memory.history.map((turn) => turn.role)).toEqual(['user', 'assistant']);
  });

  it('reads a near match back and acts only on a yes', async () => {
    const script: Script = (task, { said }) =>
      task === ASSISTANT_TASKS.yesNo
        ? said === 'sí'
          ? 'yes'
          : 'unclear'
        : reply({ message: 'Did you mean: open the shop?', page: 'shop', read_back: true });
    const main = run('main', script);
    main.engine.answer('opne teh shop');
    await settle();
    expect(main.engine.getState()).toMatchObject({
      node: 'confirm',
      question: 'Did you mean: open the shop?',
    });
    expect(main.visited).toEqual([]);
    main.engine.answer('perhaps');
    await settle();
    expect(main.said().slice(-2)).toEqual(['assistant:wrong_answer', 'Did you mean: open the shop?']);
    main.engine.answer('sí');
    await settle();
    expect(main.visited).toEqual(['/shop']);

    const refused = run('main', script);
    refused.engine.answer('opne teh shop');
    await settle();
    refused.engine.answer('no thanks');
    await settle();
    expect(refused.visited).toEqual([]);
    expect(refused.said().slice(-2)).toEqual(['assistant:main.nothing_done', 'assistant:main.ask']);
  });

  it('turns off with the error line when the chat fails', async () => {
    const main = run('main', () => new Error('HTTP 502'));
    main.engine.answer('open the shop');
    await settle();
    expect(main.failures).toHaveLength(1);
    expect(main.engine.getState().mode).toBe('off');
    expect(main.said().at(-1)).toBe('assistant:network_error');
  });
});

describe('the diet, exercise and meditation flows', () => {
  const plans = [
    ['diet', 'diet'],
    ['exercise', 'workout'],
    ['meditation', 'meditation'],
  ] as const;

  it.each(plans)(
    'the %s conversation asks for a comment, refuses a blank one and adds one to the %s plan',
    async (conversation, plan) => {
      const flow = run(conversation, () => new Error('no chat in this flow'));
      flow.engine.activate();
      await settle();
      expect(flow.said()).toEqual([`assistant:comment.ask_${plan}`]);
      flow.engine.answer('   ');
      await settle();
      expect(flow.said().slice(1)).toEqual(['assistant:wrong_answer', `assistant:comment.ask_${plan}`]);
      expect(flow.acted).toEqual([]);
      flow.engine.answer('  no fish, and lighter dinners ');
      await settle();
      expect(flow.acted).toEqual([{ action: 'comment_plan', plan, comment: 'no fish, and lighter dinners' }]);
      expect(flow.said().at(-1)).toBe('done comment_plan');
      expect(flow.refreshed()).toBe(1);
      expect(flow.engine.getState().mode).toBe('off');
      expect(flow.asked).toEqual([]);
    },
  );

  it('from the main flow reads a plan comment back, adds it on a yes and opens the plan remade', async () => {
    const comment = { plan: 'diet' as const, comment: 'no fish in my diet please' };
    const script: Script = (task, { said }) =>
      task === ASSISTANT_TASKS.yesNo
        ? said === 'evet'
          ? 'yes'
          : 'unclear'
        : reply({ message: 'Add it?', comment_plan: comment });
    const main = run('main', script);
    main.engine.answer('no fish in my diet please');
    await settle();
    expect(main.engine.getState()).toMatchObject({
      node: 'confirm',
      question: `assistant:read_back.comment_diet ${JSON.stringify({ comment: comment.comment })}`,
    });
    expect(main.acted).toEqual([]);
    main.engine.answer('evet');
    await settle();
    expect(main.acted).toEqual([{ action: 'comment_plan', ...comment }]);
    expect(main.visited).toEqual(['/diet']);
    expect(main.said().at(-1)).toBe('done comment_plan');
    expect(main.engine.getState().mode).toBe('off');
  });

  it('says why a comment was refused (a plan still being made) and ends without refreshing the page', async () => {
    const flow = run('diet', () => new Error('no chat in this flow'), { refuse: true });
    flow.engine.activate();
    await settle();
    flow.engine.answer('no fish');
    await settle();
    expect(flow.said().at(-1)).toBe('refused');
    expect(flow.refreshed()).toBe(0);
    expect(flow.engine.getState().mode).toBe('off');
  });
});

describe('the e-mail flow', () => {
  const whole = { recipient: 'dr.ali@example.com', subject: 'Glucose', body: 'My glucose was high.' };
  /** The chat of the e-mail conversation, as scripted: each answer in turn, then yes/no by the word. */
  function emailScript(...answers: AssistantReply[]): Script {
    const queue = [...answers];
    return (task, { said }) =>
      task === ASSISTANT_TASKS.yesNo ? (said === 'evet' ? 'yes' : 'unclear') : reply(queue.shift()!);
  }

  it('collects what is missing from the main flow on, reads the e-mail back and opens it on a yes', async () => {
    const flow = run(
      'main',
      emailScript(
        {
          message: 'Who shall I write to?',
          send_email: { recipient: null, subject: null, body: 'My glucose was high.' },
        },
        { message: 'What is the subject?', send_email: { ...whole, subject: null } },
        { message: 'Read back.', send_email: whole, read_back: true },
      ),
    );
    flow.engine.answer('email my doctor that my glucose was high');
    await settle();
    expect(flow.engine.getState()).toMatchObject({
      conversation: 'email',
      question: 'Who shall I write to?',
    });
    flow.engine.answer('dr.ali@example.com');
    await settle();
    // The e-mail conversation's chat sees the turn that started it.
    expect(flow.engine.getState().memory.history).toHaveLength(4);
    flow.engine.answer('Glucose');
    await settle();
    expect(flow.engine.getState()).toMatchObject({
      node: 'send',
      question: `assistant:email.read_back ${JSON.stringify(whole)}`,
    });
    expect(flow.mailed).toEqual([]);
    flow.engine.answer('perhaps');
    await settle();
    expect(flow.said().at(-2)).toBe('assistant:wrong_answer');
    flow.engine.answer('evet');
    await settle();
    expect(flow.mailed).toEqual([
      'mailto:dr.ali@example.com?subject=Glucose&body=My%20glucose%20was%20high.',
    ]);
    expect(flow.said().at(-1)).toBe('assistant:email.opened {"recipient":"dr.ali@example.com"}');
    expect(flow.engine.getState().mode).toBe('off');
  });

  it('never opens an e-mail whose recipient is not an address, and asks again', async () => {
    const flow = run(
      'email',
      emailScript({
        message: 'Here it is.',
        send_email: { ...whole, recipient: 'my doctor' },
        read_back: true,
      }),
    );
    flow.engine.answer('my doctor');
    await settle();
    expect(flow.engine.getState()).toMatchObject({ node: 'compose', question: 'Here it is.' });
    expect(flow.mailed).toEqual([]);
  });

  it('goes back to the main flow, its history cleared, on need_exit or a no', async () => {
    const left = run('email', emailScript({ message: 'Not sent.', need_exit: true }));
    left.engine.answer('cancel');
    await settle();
    expect(left.engine.getState()).toMatchObject({ conversation: 'main', memory: { history: [] } });
    expect(left.said()).toEqual(['Not sent.', 'assistant:main.ask']);

    const refused = run('main', emailScript({ message: 'Read back.', send_email: whole }));
    refused.engine.answer('email dr.ali@example.com about glucose: my glucose was high');
    await settle();
    expect(refused.engine.getState()).toMatchObject({ conversation: 'email', node: 'send' });
    refused.engine.answer('no');
    await settle();
    expect(refused.mailed).toEqual([]);
    expect(refused.engine.getState()).toMatchObject({ conversation: 'main', memory: { email: null } });
    expect(refused.said().slice(-2)).toEqual(['assistant:email.not_sent', 'assistant:main.ask']);
  });

  it('says a wrong answer to an empty line and asks again', async () => {
    const flow = run('email', emailScript());
    flow.engine.activate();
    await settle();
    flow.engine.answer('   ');
    await settle();
    expect(flow.said()).toEqual([
      'assistant:email.ask_recipient',
      'assistant:wrong_answer',
      'assistant:email.ask_recipient',
    ]);
  });
});

describe('events and medicines in the main flow', () => {
  const dentist = { title: 'Dentist', date: '2026-12-03', time: '10:30' };

  it('reads a complete action back with its weekday, does it on a yes and starts afresh', async () => {
    const main = run('main', () => reply({ message: 'ok', add_event: dentist }));
    main.engine.answer('add a dentist appointment on the 3rd of December at half past ten');
    await settle();
    const question = main.engine.getState().question ?? '';
    expect(question).toContain('assistant:read_back.add_event');
    expect(question).toContain('Thursday');
    expect(main.acted).toEqual([]);
    main.engine.answer('yes');
    await settle();
    expect(main.acted).toEqual([{ action: 'add_event', event: dentist }]);
    expect(main.refreshed()).toBe(1);
    expect(main.said().slice(-2)).toEqual(['done add_event', 'assistant:main.ask']);
    expect(main.engine.getState().memory).toMatchObject({ history: [], focus: { kind: 'event', id: 1 } });
  });

  it('asks for what is missing and does nothing on a no or a refusal', async () => {
    const asking = run('main', () => reply({ message: 'On which day?', add_event: { title: 'Dentist' } }));
    asking.engine.answer('add a dentist appointment');
    await settle();
    expect(asking.engine.getState()).toMatchObject({ node: 'ask', question: 'On which day?' });

    const declined = run('main', () => reply({ message: 'ok', cancel_event: { id: 4, ...dentist } }));
    declined.engine.answer('cancel my dentist appointment');
    await settle();
    declined.engine.answer('no');
    await settle();
    expect(declined.acted).toEqual([]);

    const refused = run('main', () => reply({ message: 'ok', edit_event: { id: 4, ...dentist } }), {
      refuse: true,
    });
    refused.engine.answer('move my dentist appointment to 10:30');
    await settle();
    refused.engine.answer('yes');
    await settle();
    expect(refused.acted).toEqual([{ action: 'edit_event', id: 4, event: dentist }]);
    expect(refused.refreshed()).toBe(0);
    expect(refused.said().slice(-2)).toEqual(['refused', 'assistant:main.ask']);
  });
});

describe('the yes/no pre-check', () => {
  it('reads what starts with yes or no and leaves the rest to the model', () => {
    expect(plainYesNo(' Yes please')).toBe(true);
    expect(plainYesNo('no thanks')).toBe(false);
    expect(plainYesNo('sure')).toBeNull();
  });
});
