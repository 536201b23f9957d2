import { ChevronDown, ListPlus, Pencil, Upload } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { KEYWORD_BANK_LIMITS } from '../../contract/keyword-bank-limits';
import { toUserError } from '../api/errors';
import { RetryAlert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { BankEditor } from './BankEditor';
import { ImportKeywords } from './ImportKeywords';
import { BrandAnalyticsWhenConnected } from './BrandAnalyticsImport';
import { useCreateKeywordBank, useKeywordBanks } from './keyword-banks-api';

export interface KeywordBankPanelProps {
  /** The bank chosen for this listing (the optimizer input's keywordBankId), or none. */
  bankId: string | undefined;
  onBankChange: (id: string | undefined) => void;
}

type View = 'import' | 'edit' | null;

function CreateBankForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateKeywordBank();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give the bank a name, e.g. the product or the export it comes from.');
    setProblem(null);
    create.mutate(name.trim(), {
      onSuccess: (bank) => {
        setName('');
        onCreated(bank.id);
      },
    });
  };
  const failure = create.error ? toUserError(create.error, 'Could not create the bank. Please try again.') : null;
  const message = problem ?? (failure && !failure.silent ? failure.message : null);
  return (
    <form onSubmit={submit} aria-label="Create a keyword bank" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          New bank name
        </label>
        <input
          id={id}
          className={inputClass}
          value={name}
          maxLength={KEYWORD_BANK_LIMITS.name}
          placeholder="e.g. Water bottles – Cerebro Nov 2026"
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : <ListPlus aria-hidden className="size-4" />}
        Create bank
      </Button>
      {message && (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {message}
        </p>
      )}
    </form>
  );
}

/**
 * Issue 13 on the optimizer page: a collapsible "Keyword research (optional)" section to choose one
 * of the seller's keyword banks (or none), create one, import an export into it and edit it. The
 * choice is the optimizer input's `keywordBankId`, owned by the page.
 */
export function KeywordBankPanel({ bankId, onBankChange }: KeywordBankPanelProps) {
  const [open, setOpen] = useState(!!bankId);
  const [view, setView] = useState<View>(null);
  // Nothing is asked of the server until the seller opens the section or a bank is already chosen.
  const banks = useKeywordBanks(open || !!bankId);
  const regionId = useId();
  const selectId = useId();
  const chosen = banks.data?.banks.find((b) => b.id === bankId);

  // A bank deleted elsewhere (or a stale draft) is not offered as chosen.
  useEffect(() => {
    if (bankId && banks.isSuccess && !chosen) onBankChange(undefined);
  }, [bankId, banks.isSuccess, chosen, onBankChange]);

  const choose = (id: string | undefined) => {
    onBankChange(id);
    setView(null);
  };
  const toggle = (next: Exclude<View, null>) => setView(view === next ? null : next);

  return (
    <div className="rounded-xl ring-1 ring-slate-200" data-testid="keyword-bank-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span>
          <span className="block text-sm font-semibold text-slate-900">Keyword research (optional)</span>
          <span className="block text-xs text-slate-600">
            {chosen
              ? `Using “${chosen.name}”: ${chosen.keyword_count.toLocaleString('en-US')} keywords, weighted by search volume.`
              : 'Import a keyword export (Helium 10, Jungle Scout, DataDive, Brand Analytics) so the listing is written and scored around it.'}
          </span>
        </span>
        <ChevronDown aria-hidden className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={regionId} hidden={!open} className="space-y-5 border-t border-slate-200 px-4 py-4">
        {banks.isPending ? (
          <div className="flex items-center gap-3 text-slate-700" role="status">
            <Spinner className="size-5 text-indigo-600" />
            Loading your keyword banks…
          </div>
        ) : banks.isError ? (
          <RetryAlert onRetry={() => void banks.refetch()}>
            {toUserError(banks.error, 'Could not load your keyword banks.').message || 'Could not load your keyword banks.'}
          </RetryAlert>
        ) : (
          <>
            <div className="max-w-xl">
              <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
                Keyword bank
              </label>
              <select id={selectId} className={inputClass} value={chosen?.id ?? ''} onChange={(e) => choose(e.target.value || undefined)}>
                <option value="">None: use the keyword fields only</option>
                {banks.data.banks.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.keyword_count.toLocaleString('en-US')} keywords)
                  </option>
                ))}
              </select>
              <p className="mt-1 text-xs text-slate-600">The main, secondary and bullet keywords above stay in use: they become the bank&apos;s must-haves.</p>
            </div>

            {chosen && (
              <div className="space-y-4">
                <div className="flex flex-wrap gap-2">
                  <Button variant={view === 'import' ? 'primary' : 'secondary'} size="sm" aria-expanded={view === 'import'} onClick={() => toggle('import')}>
                    <Upload aria-hidden className="size-4" />
                    Import keywords
                  </Button>
                  <Button variant={view === 'edit' ? 'primary' : 'secondary'} size="sm" aria-expanded={view === 'edit'} onClick={() => toggle('edit')}>
                    <Pencil aria-hidden className="size-4" />
                    Edit keywords
                  </Button>
                </div>
                {view === 'import' && (
                  <section aria-label={`Import keywords into ${chosen.name}`}>
                    <ImportKeywords bankId={chosen.id} />
                    <BrandAnalyticsWhenConnected bankId={chosen.id} />
                  </section>
                )}
                {view === 'edit' && (
                  <section aria-label={`Keywords in ${chosen.name}`}>
                    <BankEditor bankId={chosen.id} />
                  </section>
                )}
              </div>
            )}

            <div className="border-t border-slate-100 pt-4">
              <CreateBankForm
                onCreated={(id) => {
                  onBankChange(id);
                  setView('import');
                }}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
