import { envelopeOf } from './prompts';
import { ChatError, type AnyChatTask, type ChatProvider } from './types';

/**
 * The provider when no model is configured: it answers the app's own tasks by running their
 * embedded implementation on the input found in the prompt, and nothing else.
 */
export function embeddedProvider(tasks: readonly AnyChatTask[]): ChatProvider {
  return {
    kind: 'embedded',
    async complete(request) {
      const envelope = envelopeOf(request.prompts);
      const task = envelope && tasks.find((candidate) => candidate.name === envelope.task);
      if (!envelope || !task) throw new ChatError('unsupported');
      const input = task.input.safeParse(envelope.input);
      if (!input.success) throw new ChatError('unsupported', `input of ${task.name}`);
      const answer = task.embedded(input.data);
      return typeof answer === 'string' ? answer : JSON.stringify(answer);
    },
  };
}
