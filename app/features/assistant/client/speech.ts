import type { LocaleCode } from '~/i18n/locales';

/**
 * Speech out through the browser's own voices, where one speaks the language; without one the
 * line is only shown (the overlay shows every line either way). Resolves when the line is spoken
 * or stopped.
 */
export function speaker(locale: LocaleCode) {
  return (text: string, signal: AbortSignal): Promise<void> => {
    const synth = typeof speechSynthesis === 'undefined' ? null : speechSynthesis;
    const voice = synth?.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(locale));
    if (!synth || !voice || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.onend = () => resolve();
      utterance.onerror = () => resolve();
      signal.addEventListener('abort', () => {
        synth.cancel();
        resolve();
      });
      synth.cancel();
      synth.speak(utterance);
    });
  };
}
