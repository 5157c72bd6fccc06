// Module Federation runtime plugin: loading a remote module runs in three tasks instead of one. The runtime's steps
// after a remote's entry has loaded (initialising its container and share scope, then requesting the exposed
// module's chunks) would otherwise run in the task that evaluated the entry, each remote's in one long task.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';

// The runtime waits for the promise an async hook returns (its AsyncHook), though its types say void.
/* eslint-disable @typescript-eslint/no-misused-promises */
export function remoteStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ef-remote-steps',
    // After the entry's evaluation, before its container is initialised (once per remote).
    beforeInitRemote: nextTask,
    // After the container is initialised, before the exposed module's chunks are requested.
    beforeGetExpose: nextTask,
  };
}
