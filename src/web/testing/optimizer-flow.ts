import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { FlowStore } from '../optimizer/flow-store';
import { analyseMutation, generateMutation } from '../optimizer/optimizer-mutations';

const client = new QueryClient();

/**
 * Runs the optimizer's real mutations against a store without rendering the page, as the page's
 * buttons do: a run is started in the draft, then sent. Resolves once the draft has the outcome.
 */
export async function analyse(store: FlowStore) {
  const run = store.startAnalysis();
  if (run) await new MutationObserver(client, analyseMutation(store)).mutate(run).catch(() => {});
}

export async function generate(store: FlowStore) {
  const run = store.startGeneration();
  if (run) await new MutationObserver(client, generateMutation(store)).mutate(run).catch(() => {});
}
