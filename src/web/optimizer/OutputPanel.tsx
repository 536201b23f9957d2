import { Pencil, Save, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { audit } from '../../rules/audit';
import { bankCoverage, bankKey, effectiveBank } from '../../rules/index';
import { useKeywordBank } from '../keywords/keyword-banks-api';
import type { Finding } from '../../rules/types';
import { keywordsOf, sourceTextOf } from '../../contract/optimizer';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useTimedFlag } from '../ui/useTimedFlag';
import type { ListingContent } from '../listings/content';
import { ExportActions } from '../listings/ExportActions';
import { PublishToAmazon } from '../amazon/PublishToAmazon';
import { applyFix } from '../listings/highlight';
import { contentGuidance } from '../listings/GuidanceNote';
import { ListingSections } from '../listings/ListingSections';
import { profileOrDefault } from '../listings/profile';
import { AuditPanel } from './AuditPanel';
import { ChangesList } from './ChangesList';
import { CoverageTable } from './CoverageTable';
import { BankCoverageTable } from '../keywords/BankCoverageTable';
import { flowStore, type FlowState } from './flow-store';

export const SAVED_MESSAGE_MS = 3000;

function withFix(content: ListingContent, finding: Finding): ListingContent {
  switch (finding.field) {
    case 'title':
      return { ...content, title: applyFix(content.title, finding) };
    case 'description':
      return { ...content, description: applyFix(content.description, finding) };
    case 'backend':
      return { ...content, backend: applyFix(content.backend, finding) };
    case 'bullets':
      return finding.index === undefined
        ? content
        : { ...content, bullets: content.bullets.map((b, i) => (i === finding.index ? applyFix(b, finding) : b)) };
    default:
      return content;
  }
}

/**
 * SPEC §2 output panel: view, Edit, Save Changes or Cancel, Copy; plus the live audit, the
 * thin-material guidance beside each field, what was changed and why, coverage and export.
 */
export function OutputPanel({ state }: { state: FlowState }) {
  const { result, input } = state;
  const content = state.content!;
  const [draft, setDraft] = useState<ListingContent | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, flagSaved] = useTimedFlag(SAVED_MESSAGE_MS);
  // The bank keyword chosen in the coverage table, marked wherever it appears in the listing.
  const [marked, setMarked] = useState<string | null>(null);
  const shown = draft ?? content;
  const checked = useDeferredValue(shown);
  const profile = profileOrDefault(result?.profile ?? state.profileId);
  // The bank the listing was written with, so edits are audited and covered against it as the server did.
  const bankQuery = useKeywordBank(result?.bank_coverage ? input.keywordBankId : undefined);
  const keywords = useMemo(() => {
    const bank = bankQuery.data?.keywords.map(({ phrase, volume, priority }) => ({ phrase, volume, priority }));
    return { ...keywordsOf(input), ...(bank ? { bank } : {}) };
  }, [input, bankQuery.data]);
  const listing = useMemo(() => ({ title: checked.title, bullets: checked.bullets, description: checked.description, backend: checked.backend }), [checked]);
  const live = useMemo(() => audit(listing, keywords, profile, { source: sourceTextOf(input) }), [listing, keywords, input, profile]);
  const bankCovered = useMemo(() => {
    const served = result?.bank_coverage;
    const bank = effectiveBank(keywords);
    if (!served || !bank) return served;
    // The writer's notes explain its own text; once the seller edits, the placements speak for themselves.
    const notes = checked === content ? new Map(served.after.keywords.flatMap((k) => (k.note ? [[bankKey(k.phrase), k.note] as const] : []))) : undefined;
    return { before: served.before, after: bankCoverage(listing, bank, notes ? { notes } : {}) };
  }, [result?.bank_coverage, keywords, listing, checked, content]);
  // Recomputed from the text shown: equal to the response's guidance for the generated text, and it follows edits.
  const guidance = useMemo(() => contentGuidance(checked, profile, result?.marketplace), [checked, profile, result?.marketplace]);
  const titles = result?.stage_3_optimization?.optimized_titles ?? [];
  const alternatives = titles.filter((t) => t !== shown.title);

  async function save() {
    if (!draft) return;
    setSaving(true);
    const synced = await flowStore.saveContent(draft);
    setSaving(false);
    setDraft(null);
    if (synced) flagSaved();
  }

  return (
    <section aria-labelledby="output-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7" data-testid="output-panel">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id="output-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            Your optimized listing
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {profile.name}
            {result?.engine ? ` · written by ${result.engine === 'builtin' ? 'the built-in editor' : result.engine}` : ''}
            {result?.listing_id ? ' · saved to your dashboard' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {draft ? (
            <>
              <Button size="sm" onClick={() => void save()} disabled={saving}>
                {saving ? <Spinner className="size-4" /> : <Save aria-hidden className="size-4" />}
                Save Changes
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDraft(null)} disabled={saving}>
                <X aria-hidden className="size-4" />
                Cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDraft(content)}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
          )}
          <PublishToAmazon listingId={result?.listing_id} marketplace={result?.marketplace} disabled={draft !== null} />
          <ExportActions
            content={shown}
            meta={{ listingId: result?.listing_id, alternativeTitles: alternatives, profile: profile.id, marketplace: result?.marketplace }}
          />
        </div>
      </div>

      <div className="mt-4 space-y-3" aria-live="polite">
        {saved && <Alert tone="success">Changes saved.</Alert>}
      </div>
      {state.syncError && (
        <Alert
          className="mt-4"
          tone="warning"
          action={
            <Button size="sm" variant="ghost" onClick={() => flowStore.dismissSyncError()}>
              Dismiss
            </Button>
          }
        >
          <span role="alert">{state.syncError}</span>
        </Alert>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ListingSections
          content={shown}
          profile={profile}
          backendUnit="bytes"
          findings={live.findings}
          onChange={draft ? setDraft : undefined}
          alternativeTitles={alternatives}
          onUseTitle={(title) => draft && setDraft({ ...draft, title })}
          guidance={guidance}
          markPhrase={marked}
        />
        <div className="lg:sticky lg:top-20 lg:self-start">
          <AuditPanel before={result?.audit?.before} after={live} onApplyFix={draft ? (finding) => setDraft(withFix(draft, finding)) : undefined} />
        </div>
      </div>
      <ChangesList changes={result?.changes} />
      {bankCovered ? (
        <BankCoverageTable coverage={bankCovered} selected={marked} onSelect={(phrase) => setMarked(marked === phrase ? null : phrase)} />
      ) : (
        <CoverageTable coverage={live.coverage} />
      )}
    </section>
  );
}
