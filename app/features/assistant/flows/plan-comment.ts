import type { CommentedPlan } from '../actions';
import { wrongAnswer } from './common';
import { line, type AssistantNode } from './types';

// Spec 001 section 4, diet, exercise and meditation flows: the assistant asks for a comment; a
// non-blank one is added to the plan's conversation (the plan is remade from it, as from the page's
// chat), a confirmation is said and the flow ends. A blank one leads to wrong-answer.

function commentNode(plan: CommentedPlan): AssistantNode {
  return {
    id: 'comment',
    question: ({ services }) => services.t(`assistant:comment.ask_${plan}`),
    handle: async (said, { services, signal }) => {
      const comment = said.trim();
      if (!comment) return { goTo: wrongAnswer.id };
      const result = await services.act({ action: 'comment_plan', plan, comment }, signal);
      // The page behind shows the comment and the plan remade, or the plan still being made.
      if (result.ok) services.refresh();
      return { say: [line(result.message)], end: true };
    },
  };
}

/** The conversation of a plan's page: one comment, then done. */
export function planCommentFlow(plan: CommentedPlan): readonly AssistantNode[] {
  return [commentNode(plan), wrongAnswer];
}
