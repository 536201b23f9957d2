import { RotateCcw, ScanSearch, Sparkles, Undo2 } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../accounts/session';
import { usePageTitle } from '../shell/usePageTitle';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { ANALYZE_HINT, ANALYZED_LABEL, canAnalyze } from './analyze-rule';
import { ErrorPanel } from './ErrorPanel';
import { changedSinceAnalysis, flowStore, useFlow, type Step } from './flow-store';
import { GenerationProgress } from './GenerationProgress';
import { OutputErrorBoundary } from './OutputErrorBoundary';
import { ProductForm } from './ProductForm';
import { ProfileSelect } from './ProfileSelect';
import { PromptsEditor } from './PromptsEditor';
import { Stepper } from './Stepper';
import { OPTIMIZER_FRAME, OptimizerHeading, OptimizerLoading } from './OptimizerFirstView';
import { AmazonImportSlot, KeywordResearchSlot } from './DeferredPanels';
import type { AmazonImport } from '../../contract/index';
import { LIMITS } from '../../contract/limits';
import type { OptimizerInput } from './types';
import { useOptimizerActions } from './optimizer-mutations';
import { loadStreamParser } from './optimizer-api';

// The panels that show results carry the rules engine and the shared schemas; the form does not
// need them, so they load once the seller analyzes (or when a saved listing is restored).
const loadInsights = () => import('./InsightsPanel');
const loadOutput = () => import('./OutputPanel');
const InsightsPanel = lazy(() => loadInsights().then((m) => ({ default: m.InsightsPanel })));
const OutputPanel = lazy(() => loadOutput().then((m) => ({ default: m.OutputPanel })));
const preloadResultPanels = () => void Promise.all([loadInsights(), loadOutput(), loadStreamParser()]).catch(() => {});

const PanelSpinner = () => (
  <div className="flex justify-center py-10 text-indigo-600" role="status">
    <Spinner className="size-6" label="Loading…" />
  </div>
);

/** Stable, so the memoised form is not re-rendered by the page's other changes. */
const setFormInput = (next: OptimizerInput) => flowStore.setInput(next);

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7';

export const CHANGED_NOTICE =
  'You changed the title or bullet points after the analysis. A listing is written from the text that was analyzed, so analyze the changed listing first (0.5 credit), or undo your changes.';

/** The input with this keyword bank chosen, or with none. */
function withBank(input: OptimizerInput, keywordBankId: string | undefined): OptimizerInput {
  const { keywordBankId: _previous, ...rest } = input;
  return keywordBankId ? { ...rest, keywordBankId } : rest;
}

/** Moves focus (and the view) to a step's heading when that step's result arrives. */
function useFocusOnArrival(step: Step) {
  const previous = useRef(step);
  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    const target = from === 'analyzing' && step === 'analyzed' ? 'insights-heading' : from === 'generating' && step === 'generated' ? 'output-heading' : null;
    if (!target) return;
    const heading = document.getElementById(target);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [step]);
}

/** The form with an Amazon listing's text; the seller's keywords and bank stay as they were. */
const withImported = (input: OptimizerInput, imported: AmazonImport): OptimizerInput => ({
  ...input,
  title: imported.form.title,
  bulletPoints: imported.form.bulletPoints,
  description: imported.form.description,
  // The listing's search terms on Amazon: the rewrite never returns fewer (issue 25).
  searchTerms: imported.backendKeywords.trim() ? imported.backendKeywords.slice(0, LIMITS.searchTerms) : undefined,
});

export default function OptimizerPage() {
  usePageTitle('Optimizer');
  const session = useSession();
  const userId = session.user?.id;
  const state = useFlow();
  const actions = useOptimizerActions();
  const [params, setParams] = useSearchParams();
  const startNew = params.has('new');
  useFocusOnArrival(state.step);
  // Before the browser paints: the flow shown is always the signed-in seller's.
  useLayoutEffect(() => {
    if (userId) flowStore.bindOwner(userId);
  }, [userId]);

  useEffect(() => {
    if (startNew) {
      flowStore.reset();
      setParams({}, { replace: true });
    } else if (userId) {
      // A reload, a sign-in again or another device: the flow resumes where the server has it.
      void flowStore.restore();
    }
  }, [startNew, setParams, userId]);

  // Binding the seller (the layout effect above) changes an external store, which React renders
  // in one blocking task; mounting the whole form that way was a long task on a phone (issue 27,
  // TBT). The deferred copy of the owner keeps the loading view for that render and mounts the
  // form in a transition, in slices. The view is the one already on screen, so nothing moves.
  const shownOwner = useDeferredValue(state.ownerId);
  if (!userId || state.ownerId !== userId || shownOwner !== userId) return <OptimizerLoading />;

  const { step, input, insights, prompts, error, content } = state;
  const analyzed = insights !== null;
  const ready = canAnalyze(input);
  const busy = step === 'analyzing' || step === 'generating';
  const changed = changedSinceAnalysis(state);

  return (
    <div className={OPTIMIZER_FRAME}>
      <OptimizerHeading
        action={
          (analyzed || step !== 'start') && (
            <Button variant="secondary" onClick={() => flowStore.reset()} disabled={busy}>
              <RotateCcw aria-hidden className="size-4" />
              Start a new listing
            </Button>
          )
        }
      />
      <div className="mt-6">
        <Stepper step={step} hasOutput={!!content} />
      </div>

      <div className="mt-6 space-y-6">
        <section aria-labelledby="details-heading" className={card}>
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h2 id="details-heading" className="text-xl font-semibold text-slate-900">
              Product details
            </h2>
            <p className="text-sm text-slate-600">Your current listing and target keywords.</p>
          </div>
          <AmazonImportSlot disabled={busy || state.restoring} onImport={(imported) => flowStore.setInput(withImported(flowStore.get().input, imported))} />
          {/* While the server's draft is on its way the form is shown as it will be, only disabled,
              so the draft arriving fills it in place instead of pushing the page down. */}
          <fieldset disabled={state.restoring} aria-busy={state.restoring} className="relative mt-5 min-w-0">
            {state.restoring && (
              <p className="absolute -top-5 right-0 flex items-center gap-2 text-sm text-slate-700" role="status">
                <Spinner className="size-4 text-indigo-600" />
                Restoring your draft…
              </p>
            )}
            <ProductForm input={input} onChange={setFormInput} />
          </fieldset>
          <div className="mt-5">
            <KeywordResearchSlot
              disabled={state.restoring}
              bankId={input.keywordBankId}
              onBankChange={(id) => flowStore.setInput(withBank(flowStore.get().input, id))}
            />
          </div>
          <div className="mt-5 max-w-xl">
            <ProfileSelect value={state.profileId} onChange={(id) => void flowStore.setProfile(id)} disabled={busy} />
          </div>
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
            <Button
              size="lg"
              onClick={() => {
                preloadResultPanels();
                void actions.analyse();
              }} disabled={!ready || analyzed || busy} data-testid="analyze">
              {step === 'analyzing' ? <Spinner className="size-5" /> : <ScanSearch aria-hidden className="size-5" />}
              {step === 'analyzing' ? 'Analyzing...' : analyzed ? ANALYZED_LABEL : 'Analyze Listing'}
            </Button>
            {!analyzed && !busy && (
              <p className={`text-sm ${ready ? 'text-slate-600' : 'text-amber-800'}`} aria-live="polite">
                {ready ? 'Analysis uses 0.5 credit.' : ANALYZE_HINT}
              </p>
            )}
          </div>
          {error && !analyzed && (
            <div className="mt-5">
              <ErrorPanel error={error} />
            </div>
          )}
        </section>

        {(step === 'analyzing' || analyzed) && (
          <section aria-labelledby="insights-heading" className={card} aria-busy={step === 'analyzing'}>
            <h2 id="insights-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
              Insights
            </h2>
            {step === 'analyzing' && (
              <div className="mt-5 flex items-center gap-3 text-slate-700" role="status">
                <Spinner className="size-5 text-indigo-600" />
                Reading your listing and sketching your buyer…
              </div>
            )}
            {insights && (
              <div className="mt-5 space-y-6">
                <Suspense fallback={<PanelSpinner />}>
                  <InsightsPanel insights={insights} />
                </Suspense>
                {prompts && <PromptsEditor prompts={prompts} onChange={(next) => flowStore.setPrompts(next)} disabled={busy} />}
                {changed && !busy && (
                  <Alert tone="warning">
                    <p data-testid="changed-since-analysis">{CHANGED_NOTICE}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => void actions.analyse()} disabled={!ready}>
                        <ScanSearch aria-hidden className="size-4" />
                        Analyze changed listing
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => flowStore.undoChanges()}>
                        <Undo2 aria-hidden className="size-4" />
                        Undo my changes
                      </Button>
                    </div>
                  </Alert>
                )}
                <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
                  <Button size="lg" onClick={() => void actions.generate()} disabled={busy || !prompts || changed} data-testid="generate">
                    {step === 'generating' ? <Spinner className="size-5" /> : <Sparkles aria-hidden className="size-5" />}
                    {step === 'generating' ? 'Generating...' : content ? 'Generate Again' : 'Generate Optimized Listing'}
                  </Button>
                  {!busy && <p className="text-sm text-slate-600">Generation uses 0.5 credit and saves the listing to your dashboard.</p>}
                </div>
                {step === 'generating' && <GenerationProgress completed={state.progress} />}
                {error && <ErrorPanel error={error} />}
              </div>
            )}
          </section>
        )}

        {content && (
          <OutputErrorBoundary>
            <Suspense fallback={<PanelSpinner />}>
              <OutputPanel key={state.result?.listing_id ?? 'local'} state={state} />
            </Suspense>
          </OutputErrorBoundary>
        )}
      </div>
    </div>
  );
}
