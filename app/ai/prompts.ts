import type { ChatMessage, ChatTask } from './types';

/** The envelope of a task's input in the prompt: the embedded provider reads it back from there. */
export type TaskEnvelope = { task: string; input: unknown };

/** A task's prompts: its instructions, then its input as JSON (names and e-mails never belong in it). */
export function taskPrompts<I, O>(task: ChatTask<I, O>, input: I): ChatMessage[] {
  const envelope: TaskEnvelope = { task: task.name, input };
  return [
    { role: 'system', content: task.instructions(input) },
    { role: 'user', content: JSON.stringify(envelope) },
  ];
}

/** The task envelope of the last user prompt, if it holds one. */
export function envelopeOf(prompts: readonly ChatMessage[]): TaskEnvelope | null {
  const last = [...prompts].reverse().find((prompt) => prompt.role === 'user');
  if (!last) return null;
  try {
    const value = JSON.parse(last.content) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { task, input } = value as Record<string, unknown>;
    return typeof task === 'string' ? { task, input } : null;
  } catch {
    return null;
  }
}
