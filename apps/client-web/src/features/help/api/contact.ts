// The help widget's message to the team (SPEC §3).
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useSendContactMessage() {
  const trpc = useTRPC();
  return useMutation(trpc.contact.send.mutationOptions());
}
