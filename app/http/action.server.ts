import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  data,
  isRouteErrorResponse,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router';
import type { z } from 'zod';
import { errorForLog, logger } from '~/logger.server';
import { toastCookie } from '~/ui/toast.server';
import { readForm, type BodyRules } from './body.server';

/** The toast of every failure of ours (database down, constraint, timeout, outside service). */
export const ACTION_FAILED_KEY = 'common:errors.action_failed';
/** A failure of ours is not the user's fault: 503, so a client may retry. */
const ACTION_FAILED_STATUS = 503;

type ActionArgs = { request: Request };

/** An action that names the fields it reads (the hostile-input tests build their forms from them). */
export type FormAction<A, R> = ((args: A) => Promise<R>) & { fields: readonly string[] };

/** Redirects, refusals and `throw data(...)` are answers, not failures. */
function isAnswer(thrown: unknown): boolean {
  if (thrown instanceof Response || isRouteErrorResponse(thrown)) return true;
  return (
    typeof thrown === 'object' &&
    thrown !== null &&
    (thrown as { type?: unknown }).type === 'DataWithResponseInit'
  );
}

function failed<T>(body: T, path: string, thrown: unknown): DataWithResponseInit<T> {
  logger.error({ ...errorForLog(thrown), path }, 'action failed');
  const headers = { 'Set-Cookie': toastCookie({ type: 'error', key: ACTION_FAILED_KEY }) };
  return data(body, { status: ACTION_FAILED_STATUS, headers });
}

/**
 * The one way into an action: the body parser reads the form (or refuses it), then the handler
 * runs; a failure of ours becomes the error toast and the `onFailure` answer, logged once.
 */
export function formAction<A extends ActionArgs, R, F>(
  rules: BodyRules,
  handler: (form: FormData, args: A) => Promise<R>,
  onFailure: (form: FormData) => F,
): FormAction<A, R | DataWithResponseInit<F>> {
  const action = async (args: A) => {
    const form = await readForm(args.request, rules);
    try {
      return await handler(form, args);
    } catch (thrown) {
      if (isAnswer(thrown)) throw thrown;
      return failed(onFailure(form), new URL(args.request.url).pathname, thrown);
    }
  };
  return Object.assign(action, { fields: rules.fields });
}

type ConformOptions<S extends z.ZodObject> = {
  schema: S;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[];
  rules?: Omit<BodyRules, 'fields'>;
};

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean };

/** What a Conform action's handler gets: the parsed value and Conform's reply, hidden fields applied. */
export type ValidSubmission<T> = { value: T; reply: (options?: ReplyOptions) => SubmissionResult<string[]> };

type Reply = { result: SubmissionResult<string[]> };

/**
 * A Conform form's action: only the schema's fields are read and echoed back; invalid input is
 * 400 with the field messages; after a failure of ours the form comes back with what was typed.
 */
export function conformAction<S extends z.ZodObject, A extends ActionArgs, R>(
  { schema, hideFields, rules }: ConformOptions<S>,
  handler: (submission: ValidSubmission<z.output<S>>, args: A) => Promise<R>,
): FormAction<A, R | DataWithResponseInit<Reply>> {
  const fields = Object.keys(schema.shape);
  return formAction<A, R | DataWithResponseInit<Reply>, Reply>(
    { ...rules, fields },
    async (form, args) => {
      const submission = parseWithZod(form, { schema });
      if (submission.status !== 'success') {
        return data({ result: submission.reply({ hideFields }) }, { status: 400 });
      }
      const value = submission.value as z.output<S>;
      return handler({ value, reply: (options) => submission.reply({ ...options, hideFields }) }, args);
    },
    (form) => ({ result: parseWithZod(form, { schema }).reply({ hideFields }) }),
  );
}
