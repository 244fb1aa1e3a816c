import { toast } from '~/ui/toaster';
import { createEngine, type Engine } from '../engine/engine';
import { errorText } from '../engine/errors';
import type { ConversationId, EngineState } from '../engine/types';
import { assistantFlows } from '../flows/all';
import { ASSISTANT_PAGES } from '../pages';
import type { AssistantAction } from '../actions';
import type { ActResult, AssistantMemory, AssistantServices } from '../flows/types';
import type { QuestionnaireWalk } from '../questionnaire';
import type { KeptState } from '../state';
import type { QuestionGroup } from '~/features/questionnaire/questions/types';
import { speaker } from './speech';

const STATE_URL = '/api/assistant/state';

/** The pages whose own conversation is not the main one: home's, and each plan's comment. */
const PAGE_CONVERSATIONS: Partial<Record<string, ConversationId>> = {
  [ASSISTANT_PAGES.home.path]: 'home',
  [ASSISTANT_PAGES.diet.path]: 'diet',
  [ASSISTANT_PAGES.workout.path]: 'exercise',
  [ASSISTANT_PAGES.meditation.path]: 'meditation',
};

/** The conversation a page starts: its own, or the main one. */
export function conversationOf(pathname: string): ConversationId {
  return PAGE_CONVERSATIONS[pathname] ?? 'main';
}

/** A failed request, with what the server said (spec 001 section 8 reads its message first). */
async function failure(response: Response): Promise<Error> {
  const data: unknown = await response.json().catch(() => null);
  return Object.assign(new Error(`HTTP ${response.status}`), { data });
}

async function chat(task: string, input: unknown, signal: AbortSignal): Promise<string> {
  const response = await fetch('/api/tools/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompts: [{ role: 'user', content: JSON.stringify({ task, input }) }] }),
    signal,
  });
  if (!response.ok) throw await failure(response);
  const { data } = (await response.json()) as { data: string };
  return data;
}

/** Spec 001: the action is done through the server; a refusal (400, 404) is said, not a failure. */
async function act(action: AssistantAction, signal: AbortSignal): Promise<ActResult> {
  const response = await fetch('/api/assistant/act', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(action),
    signal,
  });
  if (response.status === 400 || response.status === 404) {
    const { message } = (await response.json()) as { message: string };
    return { ok: false, message };
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ActResult;
}

const WALK_URL = '/api/assistant/questionnaire';

async function walk(group: QuestionGroup, skipped: readonly string[], signal: AbortSignal) {
  const search = new URLSearchParams({ group });
  for (const name of skipped) search.append('skipped', name);
  const response = await fetch(`${WALK_URL}?${search.toString()}`, { signal });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as QuestionnaireWalk;
}

/** A refusal (400: the answer does not fit) is said and asked again; a failure of ours throws. */
async function saveAnswer(
  question: string,
  values: readonly (string | number | boolean)[],
  signal: AbortSignal,
) {
  const response = await fetch(WALK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question, values }),
    signal,
  });
  if (response.status === 400) {
    const { message } = (await response.json()) as { message: string };
    return { ok: false as const, message };
  }
  if (!response.ok) throw await failure(response);
  return { ok: true as const };
}

/** The mail app opens on a link's click, as it would on the user's own (a link kept out of sight). */
function openMail(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

function save(state: EngineState<unknown>) {
  const memory = state.memory as AssistantMemory;
  const kept: KeptState = {
    introduced: memory.introduced,
    activeGroup: memory.activeGroup,
    forever: state.counts.forever,
  };
  // What is not saved now is saved with the next change; the conversation goes on either way.
  void fetch(STATE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(kept),
  })
    .then((response) => response.text())
    .catch(() => undefined);
}

type Start = Pick<AssistantServices, 'locale' | 't' | 'navigate' | 'refresh'> & { pathname: string };

/** Loads what the assistant kept of the user and makes its engine for this page's conversation. */
export async function startAssistant({
  locale,
  t,
  navigate,
  refresh,
  pathname,
}: Start): Promise<Engine<AssistantMemory>> {
  const response = await fetch(STATE_URL);
  if (!response.ok) throw await failure(response);
  const { kept, firstName, timeZone } = (await response.json()) as {
    kept: KeptState;
    firstName: string;
    timeZone: string;
  };
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return createEngine<AssistantMemory, AssistantServices>({
    flows: assistantFlows,
    services: { locale, t, navigate, refresh, firstName, today, chat, act, openMail, walk, saveAnswer },
    effects: {
      speak: speaker(locale),
      failed: (error) => {
        toast.error(errorText(error));
        return t('assistant:network_error');
      },
      ended: (line) => toast.info(line),
      persist: save,
    },
    conversation: conversationOf(pathname),
    memory: {
      introduced: kept.introduced,
      activeGroup: kept.activeGroup,
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
    forever: kept.forever,
  });
}
