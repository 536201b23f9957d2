import { ArrowRight, Check } from 'lucide-react';
import { usePageTitle } from '../shell/usePageTitle';
import { HeroPreview } from './HeroPreview';
import { Features, HowItWorks } from './HomeSections';
import { ProtectedLink } from './ProtectedLink';
import { TypingSlogan } from './TypingSlogan';

function Hero() {
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_20%_-10%,rgba(99,102,241,0.45),transparent),radial-gradient(40rem_25rem_at_90%_110%,rgba(56,189,248,0.18),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-indigo-100 ring-1 ring-white/15">
            For Amazon sellers · 2025 and 2026 title rules
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]">
            Listings that rank, convert and pass the rules.
          </h1>
          <TypingSlogan className="mt-5 min-h-[2lh] text-xl font-medium text-indigo-200 sm:min-h-[1lh] sm:text-2xl" />
          <p className="mt-5 max-w-xl text-base leading-7 text-slate-300 sm:text-lg">
            Paste your current title and bullet points. Listcraft reads them, sketches your buyer, and writes an optimized title,
            bullets, description and backend search terms, then checks every character against the marketplace policy.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ProtectedLink to="/optimizer" variant="light" size="lg">
              Open the Optimizer
              <ArrowRight aria-hidden className="size-4" />
            </ProtectedLink>
            <ProtectedLink to="/dashboard" variant="primary" size="lg">
              Go to Dashboard
            </ProtectedLink>
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-300">
            <Check aria-hidden className="size-4 text-emerald-400" />
            1 free listing every month. No card required.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

function FreeListingPromise() {
  return (
    <section aria-labelledby="promise-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-indigo-600 p-8 text-white shadow-xl sm:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h2 id="promise-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            1 free listing every month
          </h2>
          <p className="mt-4 text-lg text-indigo-100">
            Every account gets one credit a month: half for the analysis, half for the generation. Credits renew on the first of
            each month. Need more? Message us and we will top you up.
          </p>
        </div>
        <ul className="space-y-3 text-sm">
          {['Full analysis with buyer persona', 'Title, bullets, description and search terms', 'Before/after audit and keyword coverage', 'Saved to your dashboard, export to CSV or JSON'].map(
            (item) => (
              <li key={item} className="flex items-center gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <Check aria-hidden className="size-4" />
                </span>
                {item}
              </li>
            ),
          )}
          <li className="pt-3">
            <ProtectedLink to="/optimizer" variant="light" size="lg">
              Optimize my listing
              <ArrowRight aria-hidden className="size-4" />
            </ProtectedLink>
          </li>
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <FreeListingPromise />
    </>
  );
}
