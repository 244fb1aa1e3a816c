import { replySchema, type AssistantReply, type ReplyInput } from './reply';

/** The assistant's last reply in the conversation, if it was one (an unfinished action lives there). */
export function lastReply(history: ReplyInput['history']): AssistantReply | null {
  const last = history.findLast((turn) => turn.role === 'assistant');
  if (!last) return null;
  try {
    const parsed = replySchema.safeParse(JSON.parse(last.content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
