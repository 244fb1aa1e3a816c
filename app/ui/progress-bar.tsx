import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchers, useNavigation } from 'react-router';

/** Spec: a 3 px bar, shown only when loading lasts over 200 ms. */
export const PROGRESS_THROTTLE_MS = 200;

export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const [slow, setSlow] = useState(false);
  const visible = busy && slow;

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t('common:progress.loading')}
      aria-valuetext={visible ? t('common:progress.loading') : undefined}
      data-testid="progress-bar"
      className={`fixed inset-x-0 top-0 z-50 h-[3px] origin-[0%] bg-brand-500 transition-[transform,opacity] duration-[2000ms] ease-out rtl:origin-[100%] ${
        visible ? 'scale-x-90 opacity-100' : 'scale-x-0 opacity-0 duration-0'
      }`}
    />
  );
}
