import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorList, SubmitButton } from '~/ui/form';
import { Icon } from '~/ui/icon';
import { commentFormSchema } from '../schema';

type Props = {
  userComments: string[];
  agentComments: string[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** A generation is under way: a new comment waits for it. */
  busy: boolean;
};

/** Under each plan: the conversation so far and a comment that regenerates the plan. */
export function ChatFooter({ userComments, agentComments, lastResult, busy }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commentFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { key: _key, ...textarea } = getTextareaProps(fields.comment);
  return (
    <section
      aria-labelledby="plan-chat"
      className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="plan-chat" className="flex items-center gap-2 text-xl font-semibold">
        <Icon name="comment" className="size-5 text-brand-600" />
        {t('plans:chat.title')}
      </h2>
      {userComments.length === 0 ? (
        <p className="text-sm text-gray-700">{t('plans:chat.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('plans:chat.conversation')}>
          {userComments.map((comment, index) => (
            <li key={index} className="flex flex-col gap-2">
              <p className="self-end rounded-2xl bg-brand-50 px-4 py-2 text-gray-900">
                <span className="sr-only">{t('plans:chat.you')}: </span>
                {comment}
              </p>
              {agentComments[index] ? (
                <p className="planner-reply self-start rounded-2xl bg-gray-100 px-4 py-2">
                  <span className="sr-only">{t('plans:chat.planner')}: </span>
                  {agentComments[index]}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <label htmlFor={fields.comment.id} className="text-sm font-medium">
          {t('plans:chat.label')}
        </label>
        <textarea
          {...textarea}
          rows={3}
          placeholder={t('plans:chat.placeholder')}
          aria-describedby={
            fields.comment.errors || form.errors ? `${fields.comment.errorId} ${form.errorId}` : undefined
          }
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600"
        />
        <ErrorList id={fields.comment.errorId} errors={fields.comment.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
        {busy ? <p className="text-sm text-gray-700">{t('plans:chat.wait')}</p> : null}
        <SubmitButton className="self-start">
          <Icon name="send" className="size-4" />
          {t('plans:chat.send')}
        </SubmitButton>
      </Form>
    </section>
  );
}
