import type { SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { ChatFooter } from './chat-footer';
import { FailureNotice } from './failure-notice';
import { JobProgress } from './job-progress';
import { MissingAnswers } from './missing-answers';
import { PlanHeader } from './plan-header';

type Conversation = { userComments: string[]; agentComments: string[] };

export type PlanPageData =
  | { state: 'missing-answers'; missing: { name: string; title: string }[] }
  | {
      state: 'ready';
      plan: Conversation | null;
      job: { steps: string[]; doneSteps: string[] } | null;
      failure: string | null;
    };

type Props = {
  title: string;
  lead: string;
  page: PlanPageData;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The plan itself, when there is one. */
  children: ReactNode;
  hasPlan: boolean;
};

/** What every plan page shares: header, questions first, progress, failure, the plan, the chat footer. */
export function PlanPage({ title, lead, page, lastResult, children, hasPlan }: Props) {
  return (
    <div>
      <PlanHeader title={title} lead={lead} />
      {page.state === 'missing-answers' ? (
        <MissingAnswers questions={page.missing} />
      ) : (
        <>
          {page.failure ? <FailureNotice errorKey={page.failure} /> : null}
          {page.job ? <JobProgress job={page.job} /> : null}
          {hasPlan ? children : null}
          {hasPlan && page.plan ? (
            <ChatFooter
              userComments={page.plan.userComments}
              agentComments={page.plan.agentComments}
              lastResult={lastResult}
              busy={page.job !== null}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
