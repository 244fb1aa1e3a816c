import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner, toast } from 'sonner';

export const TOAST_DURATION_MS = 5000;

export type ToastMessage = {
  type: 'success' | 'error' | 'info';
  key: string;
  values?: Record<string, string | number>;
};

/** Spec: bottom-left, 5000 ms, paused while hovered (sonner pauses on hover). */
export function Toaster({ dir, message }: { dir: 'ltr' | 'rtl'; message: ToastMessage | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!message) return;
    toast[message.type](t(message.key, message.values ?? {}));
  }, [message, t]);
  return <Sonner position="bottom-left" duration={TOAST_DURATION_MS} dir={dir} richColors closeButton />;
}

export { toast };
