// Talking to a forked benchmark server over IPC: `request(type, message)` sends the message (if any) and resolves
// with the server's next message of that type.
import type { ChildProcess } from 'node:child_process';

export function ipcRequester(child: ChildProcess) {
  return <T>(type: string, message?: object) =>
    new Promise<T>((resolve) => {
      const listener = (answer: { type: string }) => {
        if (answer.type !== type) return;
        child.off('message', listener);
        resolve(answer as T);
      };
      child.on('message', listener);
      if (message) child.send(message);
    });
}
