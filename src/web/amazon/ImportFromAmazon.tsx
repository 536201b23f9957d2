import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AmazonImport } from '../../contract/index';
import { toUserError } from '../api/errors';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { amazonKeys, fetchAmazonConnection, importAmazonItem, searchAmazonItems } from './amazon-api';
import { AmazonModeNotice } from './AmazonModeNotice';
import { MarketplaceSelect } from './MarketplaceSelect';

interface ImportFromAmazonProps {
  disabled?: boolean;
  /** Fills the optimizer form with the imported listing. */
  onImport: (imported: AmazonImport) => void;
}

/** "Import from Amazon" on the optimizer: a SKU (typed or picked from the seller's listings) read into the form. */
export function ImportFromAmazon(props: ImportFromAmazonProps) {
  const config = usePublicConfig();
  if (!config?.amazonConnect) return null;
  return <ImportControl {...props} />;
}

function ImportControl({ disabled, onImport }: ImportFromAmazonProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<AmazonImport | null>(null);
  return (
    <div className="space-y-3">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={disabled} data-testid="import-from-amazon">
        <Download aria-hidden className="size-4" />
        Import from Amazon
      </Button>
      {done && (
        <Alert tone="success" action={<Button size="sm" variant="ghost" onClick={() => setDone(null)}>Dismiss</Button>}>
          <p data-testid="amazon-imported">
            Imported SKU {done.sku} from Amazon {done.marketplace}. Its score as it stands: {done.audit.score}/100. Add your target keywords, then analyze.
          </p>
          {done.notes.map((note) => (
            <p key={note} className="mt-1">
              {note}
            </p>
          ))}
        </Alert>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Import from Amazon" description="Reads the title, bullet points, description and search terms of one of your listings." size="lg">
        {open && (
          <ImportDialog
            onImported={(imported) => {
              onImport(imported);
              setDone(imported);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </div>
  );
}

function ImportDialog({ onImported }: { onImported: (imported: AmazonImport) => void }) {
  const connection = useQuery({ queryKey: amazonKeys.connection, queryFn: ({ signal }) => fetchAmazonConnection(signal) });
  const [chosenMarketplace, setMarketplace] = useState<string | null>(null);
  // Until the seller picks one, the first store of their first connected region.
  const marketplace = chosenMarketplace ?? connection.data?.connections[0]?.marketplaces[0] ?? 'US';
  const [sku, setSku] = useState('');
  const [pageToken, setPageToken] = useState<string | undefined>(undefined);
  const [browsing, setBrowsing] = useState(false);
  const items = useQuery({
    queryKey: ['amazon', 'items', marketplace, pageToken ?? ''],
    queryFn: () => searchAmazonItems(marketplace, pageToken),
    enabled: browsing && connection.data?.connected === true,
  });
  const importing = useMutation({ mutationFn: (chosen: string) => importAmazonItem(chosen, marketplace), onSuccess: onImported });

  if (connection.isPending) return <Spinner className="size-5 text-indigo-600" />;
  if (connection.data && !connection.data.connected) {
    return (
      <Alert tone="warning">
        Connect your Amazon seller account first, on your <Link to="/dashboard" className="font-medium underline">dashboard</Link>.
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sku.trim()) importing.mutate(sku.trim());
  };
  const failure = importing.error ?? items.error;

  return (
    <div className="space-y-4">
      <AmazonModeNotice />
      <form className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end" onSubmit={submit}>
        <MarketplaceSelect
          value={marketplace}
          connections={connection.data?.connections}
          onChange={(chosen) => {
            setMarketplace(chosen);
            setPageToken(undefined);
          }}
        />
        <InputField label="SKU" value={sku} onChange={(e) => setSku(e.target.value)} maxLength={40} autoComplete="off" spellCheck={false} required />
        <Button type="submit" disabled={importing.isPending || !sku.trim()}>
          {importing.isPending && <Spinner className="size-4" />}
          Import
        </Button>
      </form>
      {failure && <Alert>{toUserError(failure, 'The listing could not be imported.').message}</Alert>}
      {!browsing ? (
        <Button variant="ghost" size="sm" onClick={() => setBrowsing(true)}>
          Browse my listings in Amazon {marketplace}
        </Button>
      ) : (
        <div>
          {items.isPending && <Spinner className="size-5 text-indigo-600" />}
          {items.data && items.data.items.length === 0 && <p className="text-sm text-slate-600">No listings in Amazon {marketplace}.</p>}
          {items.data && items.data.items.length > 0 && (
            <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200" aria-label={`Your listings in Amazon ${marketplace}`}>
              {items.data.items.map((item) => (
                <li key={item.sku}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => {
                      setSku(item.sku);
                      importing.mutate(item.sku);
                    }}
                    disabled={importing.isPending}
                  >
                    <span className="font-mono text-slate-900">{item.sku}</span>
                    <span className="ml-2 text-slate-600">{item.title || '(no title)'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {items.data?.nextPageToken && (
            <Button className="mt-2" variant="ghost" size="sm" onClick={() => setPageToken(items.data.nextPageToken ?? undefined)}>
              More listings
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
