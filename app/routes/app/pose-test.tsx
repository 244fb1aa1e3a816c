import { useTranslation } from 'react-i18next';
import { data, redirectDocument } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { PostureCheck } from '~/features/posture/components/posture-check';
import { savePostureResult } from '~/features/posture/save.server';
import { saveResultSchema } from '~/features/posture/schema';
import { conformAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/pose-test';

export const handle: RouteHandle = { titleKey: 'posture:title' };

// Nothing to read: the server loader is here so that the guard of the signed-in layout runs.
export function loader() {
  return null;
}

/** The smallest WebAssembly module: compiling it fails where the page's policy forbids WebAssembly. */
const EMPTY_WASM_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/**
 * Only this page's document allows WebAssembly (server.ts); a link from another page keeps that
 * page's policy, so the first visit loads this page as a new document.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    new WebAssembly.Module(EMPTY_WASM_MODULE);
  } catch {
    const url = new URL(request.url);
    throw redirectDocument(url.pathname + url.search);
  }
  return serverLoader();
}

export const action = conformAction(
  { schema: saveResultSchema },
  async ({ value, reply }, { context }: Route.ActionArgs) => {
    const id = await savePostureResult(getDb(), requireActor(context), value);
    const toast = toastCookie({ type: 'success', key: 'posture:saved' });
    return data({ result: reply({ resetForm: true }), saved: id }, { headers: { 'Set-Cookie': toast } });
  },
);

export default function PoseTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('posture:title')}</h1>
        <p className="text-gray-700">{t('posture:lead')}</p>
      </header>
      <PostureCheck
        lastResult={actionData?.result}
        saved={actionData && 'saved' in actionData ? actionData.saved : undefined}
      />
    </section>
  );
}
