/** Ends the current task: what follows runs in a new one, after any input waiting for the main thread. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
