import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type * as SonnerModule from 'sonner';
import type { ToasterProps } from 'sonner';

export const TOAST_DURATION_MS = 5000;

export type ToastMessage = {
  type: 'success' | 'error' | 'info';
  key: string;
  values?: Record<string, string | number>;
};

type ToastType = ToastMessage['type'];
type ToastOptions = { id?: string };

/*
 * sonner (9 KB gzip) is loaded after the page has hydrated rather than with every page's first
 * scripts (decision 016). A toast asked for before its live region is on the page waits for it:
 * screen readers announce only what is added to a live region that already exists.
 */
let sonner: Promise<typeof SonnerModule> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));
let regionMounted: () => void = () => undefined;
const region = new Promise<void>((resolve) => (regionMounted = resolve));

function show(type: ToastType, text: string, options?: ToastOptions) {
  void Promise.all([loadSonner(), region])
    .then(([{ toast: sonnerToast }]) => sonnerToast[type](text, options))
    .catch(() => undefined);
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
};

/** Spec: bottom-left, 5000 ms, paused while hovered (sonner pauses on hover). */
export function Toaster({ dir, message }: { dir: 'ltr' | 'rtl'; message: ToastMessage | null }) {
  const { t } = useTranslation();
  const [Region, setRegion] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    loadSonner()
      .then((module) => setRegion(() => module.Toaster))
      // Its script could not be fetched (a new version deployed, the network down): the next page tries again.
      .catch(() => (sonner = undefined));
  }, []);
  // sonner's own effects (its subscription) run before this one: the region is listening.
  useEffect(() => {
    if (Region) regionMounted();
  }, [Region]);
  useEffect(() => {
    if (message) show(message.type, t(message.key, message.values ?? {}));
  }, [message, t]);
  return Region ? (
    <Region position="bottom-left" duration={TOAST_DURATION_MS} dir={dir} richColors closeButton />
  ) : null;
}
