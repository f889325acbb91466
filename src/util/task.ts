const queue: (() => void)[] = [];
let port: MessagePort | undefined;

/**
 * Runs `run` in a task of its own, after those asked for before it. The next one's task is asked
 * for once `run` is over, so whatever `run` schedules (a React render) comes first. A message is a
 * task of its own, and no test's fake clock holds it back.
 */
export function afterTask(run: () => void): void {
  // While some wait, a message is on its way.
  if (queue.push(run) > 1) return;
  if (!port) {
    const channel = new MessageChannel();
    channel.port2.onmessage = () => {
      try {
        queue.shift()!();
      } finally {
        if (queue.length) port!.postMessage(0);
      }
    };
    port = channel.port1;
  }
  port.postMessage(0);
}

/** Settles in a task of its own (afterTask): a long piece of work awaits it to give the main thread back. */
export const nextTask = () => new Promise<void>((resolve) => afterTask(resolve));
