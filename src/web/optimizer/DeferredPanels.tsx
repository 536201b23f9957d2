import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import type { AmazonImport } from '../../contract/index';
import { usePublicConfig } from '../shell/use-public-config';

/**
 * Keyword research and the Amazon import are optional on the optimizer, and their code (bank
 * editors, spreadsheet import, dialogs, their schemas) is most of what the page would otherwise
 * download first. They load after the form, in a box of the size they will have, so nothing on the
 * page moves when they arrive (issue 27: CLS ≤ 0.05, TBT ≤ 150 ms on a phone).
 */
const loadKeywordBankPanel = () => import('../keywords/KeywordBankPanel');
const KeywordBankPanel = lazy(() => loadKeywordBankPanel().then((m) => ({ default: m.KeywordBankPanel })));
const ImportFromAmazon = lazy(() => import('../amazon/ImportFromAmazon').then((m) => ({ default: m.ImportFromAmazon })));

/**
 * The panel's collapsed header as it first renders (KeywordBankPanel with no bank chosen): same
 * box, same words, so the real panel replaces it without a shift.
 */
function KeywordResearchPlaceholder() {
  return (
    <div className="rounded-xl ring-1 ring-slate-200" aria-hidden>
      <div className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left">
        <span>
          <span className="block text-sm font-semibold text-slate-900">Keyword research (optional)</span>
          <span className="block text-xs text-slate-600">
            Import a keyword export (Helium 10, Jungle Scout, DataDive, Brand Analytics) so the listing is written and scored around it.
          </span>
        </span>
        <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-500" />
      </div>
    </div>
  );
}

export function KeywordResearchSlot(props: { bankId: string | undefined; onBankChange: (id: string | undefined) => void; disabled?: boolean }) {
  const { disabled, ...panel } = props;
  // The panel's code (about ten small chunks, each a request to start) is asked for in a task of
  // its own as soon as the slot shows, rather than inside the render that first draws the panel:
  // that is the blocking one that ends the draft's restore, and it grew by 20-50 ms on a phone.
  useEffect(() => {
    const timer = setTimeout(() => void loadKeywordBankPanel().catch(() => {}));
    return () => clearTimeout(timer);
  }, []);
  if (disabled) return <KeywordResearchPlaceholder />;
  return (
    <Suspense fallback={<KeywordResearchPlaceholder />}>
      <KeywordBankPanel {...panel} />
    </Suspense>
  );
}

/** The "Import from Amazon" row, its button's height kept while its code loads. */
export function AmazonImportSlot(props: { disabled?: boolean; onImport: (imported: AmazonImport) => void }) {
  const config = usePublicConfig();
  if (!config?.amazonConnect) return null;
  return (
    <div className="mt-4 min-h-8">
      <Suspense fallback={null}>
        <ImportFromAmazon {...props} />
      </Suspense>
    </div>
  );
}
