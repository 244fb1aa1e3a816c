import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { LocaleCode } from '~/i18n/locales';
import { Icon } from '~/ui/icon';
import { toast } from '~/ui/toaster';
import type { Engine } from '../engine/engine';
import { errorText } from '../engine/errors';
import type { AssistantMemory } from '../flows/types';

type Loaded = {
  engine: Engine<AssistantMemory>;
  locale: string;
  Overlay: ComponentType<{ engine: Engine<AssistantMemory> }>;
  conversationOf: (pathname: string) => Parameters<Engine<AssistantMemory>['setConversation']>[0];
};

/** Spec 001 section 9: the key chord that wakes the assistant to type to it. */
export function isAssistantChord(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.metaKey && event.shiftKey && event.code === 'KeyW';
}

/**
 * The round microphone button in the header of every signed-in page (in the header, it never covers
 * a page's own buttons on a phone), and the key chord. The assistant's own code
 * (engine, flows, overlay) loads on the first press, so no page pays for it up front.
 */
export function AssistantButton() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef(false);

  const open = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      let current = loaded;
      if (!current || current.locale !== i18n.language) {
        const [{ startAssistant, conversationOf }, { default: Overlay }] = await Promise.all([
          import('../client/host'),
          import('./assistant-overlay'),
        ]);
        const locale = i18n.language as LocaleCode;
        const engine = await startAssistant({
          locale,
          t: (key, values) => t(key, values ?? {}),
          navigate,
          refresh: () => void revalidate(),
          pathname,
        });
        current = { engine, locale, Overlay, conversationOf };
        setLoaded(current);
      }
      current.engine.setConversation(current.conversationOf(pathname));
      current.engine.activate();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      loading.current = false;
    }
  }, [loaded, i18n.language, t, navigate, revalidate, pathname]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isAssistantChord(event)) return;
      event.preventDefault();
      void open();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        id="assistant-button"
        type="button"
        onClick={() => void open()}
        aria-label={t('assistant:overlay.start')}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-600"
      >
        <Icon name="voice" className="size-5" />
      </button>
      {loaded ? <loaded.Overlay engine={loaded.engine} /> : null}
    </>
  );
}
