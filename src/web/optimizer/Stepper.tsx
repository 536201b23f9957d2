import { Check } from 'lucide-react';
import type { Step } from './flow-store';

const STEPS = ['Your listing', 'Insights', 'Prompts', 'Optimized listing'] as const;

function reached(step: Step, hasOutput: boolean): number {
  if (hasOutput) return 4;
  if (step === 'analyzed' || step === 'generating') return 3;
  return 1;
}

/** Where the seller is in the four steps of SPEC §4. */
export function Stepper({ step, hasOutput }: { step: Step; hasOutput: boolean }) {
  const done = reached(step, hasOutput);
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm" aria-label="Progress">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const complete = number < done || (number === 4 && hasOutput);
        const current = !complete && number === done;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span
              className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
                complete ? 'bg-indigo-600 text-white' : current ? 'bg-white text-indigo-700 ring-2 ring-indigo-600' : 'bg-white text-slate-600 ring-1 ring-slate-300'
              }`}
            >
              {complete ? <Check aria-hidden className="size-3.5" /> : number}
            </span>
            <span className={complete || current ? 'font-medium text-slate-900' : 'text-slate-600'}>
              {label}
              {complete && <span className="sr-only"> (done)</span>}
            </span>
            {number < STEPS.length && <span aria-hidden className="mx-1 hidden h-px w-6 bg-slate-300 sm:block" />}
          </li>
        );
      })}
    </ol>
  );
}
