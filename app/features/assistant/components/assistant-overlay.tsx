import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { Icon } from '~/ui/icon';
import type { Engine } from '../engine/engine';
import type { AssistantMemory } from '../flows/types';

/** The round button: red while listening, blue while talking, pulsing while work is under way. */
function micClass(mode: 'listen' | 'talk' | 'off', pending: boolean): string {
  const colour = mode === 'listen' ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-700 hover:bg-blue-800';
  return `grid size-14 shrink-0 place-items-center rounded-full text-white shadow ${colour} ${pending ? 'animate-pulse' : ''}`;
}

/**
 * Spec 001 section 2, the assistant overlay: a dimmed full-screen layer while the assistant is on,
 * the conversation as text, the question with its skip pill, the live transcript and the text input
 * whose submission is the answer. Escape or the round button turns the assistant off.
 */
export default function AssistantOverlay({ engine }: { engine: Engine<AssistantMemory> }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  // The newest line is the one to read: the log keeps it in view as the conversation grows.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [state.said.length]);
  const status = state.pending
    ? t('assistant:overlay.working')
    : state.mode === 'listen'
      ? t('assistant:overlay.listening')
      : t('assistant:overlay.speaking');

  function send(event: FormEvent) {
    event.preventDefault();
    engine.answer(text);
    setText('');
  }

  return (
    <Dialog
      open={state.mode !== 'off'}
      onOpenChange={(open) => (open ? undefined : engine.stop())}
      title={t('assistant:overlay.title')}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-3">
        <div ref={log} role="log" className="max-h-[45vh] overflow-y-auto">
          <ol className="flex flex-col gap-2 text-sm">
            {state.said.map((said, index) => (
              <li
                key={index}
                className={
                  said.who === 'user'
                    ? 'self-end rounded-2xl rounded-ee-sm bg-brand-50 px-3 py-2'
                    : 'self-start rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2'
                }
              >
                <span className="sr-only">
                  {t(said.who === 'user' ? 'assistant:overlay.you' : 'assistant:overlay.assistant')}:{' '}
                </span>
                {said.text}
              </li>
            ))}
          </ol>
        </div>
        {state.transcript ? <p className="text-sm text-slate-600 italic">{state.transcript}</p> : null}
        {state.question ? (
          <div
            id="assistant-question"
            className="flex items-center justify-between gap-2 rounded-full border border-slate-200 ps-3"
          >
            <span className="min-w-0 truncate text-sm font-medium">{state.question}</span>
            <button
              type="button"
              onClick={() => engine.skip()}
              className="shrink-0 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium hover:bg-slate-200"
            >
              {t('assistant:overlay.skip')}
            </button>
          </div>
        ) : null}
        <form onSubmit={send} className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
            {t('assistant:overlay.message')}
            <input
              // The dialog opens to type into: its first focus belongs here.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={500}
              autoComplete="off"
              className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          {/* One request at a time: a second sent while the first is worked on would drop the first. */}
          <Button type="submit" disabled={state.pending}>
            {t('assistant:overlay.send')}
          </Button>
        </form>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => engine.stop()}
            aria-label={t('assistant:overlay.stop')}
            className={micClass(state.mode, state.pending)}
          >
            <Icon name="voice" className="size-6" />
          </button>
          <p role="status" className="text-sm text-slate-700">
            {status}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
