import type { ReactNode } from 'react';
// Extensions, because the Vite config loads this module to prerender it (src/web/build/prerender.ts).
import { Spinner } from '../ui/Spinner.tsx';
import { Stepper } from './Stepper.tsx';

/**
 * The top of the optimizer: what a seller sees first, and the page's largest text on a phone.
 * OptimizerPage, its loading state and the HTML the build writes for /optimizer
 * (src/web/build/prerender.ts) all draw it from here, so the three are the same boxes and React
 * taking over the prerendered page moves nothing (issue 27: LCP, CLS).
 */
export function OptimizerHeading({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Listing Optimizer</h1>
        <p className="mt-1 text-slate-600">Analyze your listing, review the insights and prompts, then generate an optimized version.</p>
      </div>
      {action}
    </div>
  );
}

export const OPTIMIZER_FRAME = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10';

/**
 * The optimizer while the session is read and the page's code loads: its heading and steps, with
 * a spinner where the form will be. The testid marks a page still loading, as PageSpinner does.
 */
export function OptimizerLoading() {
  return (
    <div className={OPTIMIZER_FRAME}>
      <OptimizerHeading />
      <div className="mt-6">
        <Stepper step="start" hasOutput={false} />
      </div>
      <div className="mt-6 flex justify-center py-10 text-indigo-600" role="status" data-testid="page-spinner">
        <Spinner className="size-8" label="Loading the optimizer…" />
      </div>
    </div>
  );
}
