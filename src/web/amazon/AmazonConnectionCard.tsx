import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Unlink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toUserError } from '../api/errors';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import type { Marketplace } from '../../rules/marketplaces';
import { amazonKeys, CALLBACK_OUTCOMES, connectWithToken, disconnectAmazon, fetchAmazonConnection, fetchConsentUrl, type SpApiRegion } from './amazon-api';
import { AmazonModeNotice } from './AmazonModeNotice';
import { MarketplaceSelect } from './MarketplaceSelect';

/** Where each store's listings are served from: a connection (a refresh token) works in one region. */
const REGION_OF_STORE: Record<string, SpApiRegion> = Object.fromEntries([
  ...['US', 'CA', 'MX', 'BR'].map((m) => [m, 'na']),
  ...['UK', 'IE', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'PL', 'AE', 'SA', 'EG', 'TR', 'IN'].map((m) => [m, 'eu']),
  ...['JP', 'SG', 'AU'].map((m) => [m, 'fe']),
]);
const REGION_NAME: Record<SpApiRegion, string> = { na: 'North America', eu: 'Europe', fe: 'Far East' };

/**
 * The seller's Amazon connections on the dashboard, one per region (North America, Europe, Far
 * East): connect through the Seller Central of a store they sell in, or with a self-authorized
 * refresh token, and disconnect a region. Hidden when the server has no SP-API app.
 */
export function AmazonConnectionCard() {
  const config = usePublicConfig();
  if (!config?.amazonConnect) return null;
  return <ConnectionCard />;
}

function ConnectionCard() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const outcome = CALLBACK_OUTCOMES[params.get('amazon') ?? ''];
  const connection = useQuery({ queryKey: amazonKeys.connection, queryFn: ({ signal }) => fetchAmazonConnection(signal) });
  const [error, setError] = useState<string | null>(null);
  const [showToken, setShowToken] = useState(false);
  const [refreshToken, setRefreshToken] = useState('');
  const [sellerId, setSellerId] = useState('');
  const [store, setStore] = useState<Marketplace>('US');
  const region = REGION_OF_STORE[store] ?? 'na';

  const fail = (e: unknown) => {
    const mapped = toUserError(e, 'Something went wrong with the Amazon connection.');
    setError(mapped.silent ? null : mapped.message);
  };
  const consent = useMutation({
    mutationFn: () => fetchConsentUrl(store),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: fail,
  });
  const withToken = useMutation({
    mutationFn: () => connectWithToken(refreshToken.trim(), sellerId.trim(), region),
    onSuccess: (answer) => {
      queryClient.setQueryData(amazonKeys.connection, answer);
      setRefreshToken('');
      setShowToken(false);
      setError(null);
    },
    onError: fail,
  });
  const disconnect = useMutation({
    mutationFn: (which: SpApiRegion) => disconnectAmazon(which),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: amazonKeys.connection }),
    onError: fail,
  });

  const submitToken = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    withToken.mutate();
  };
  const data = connection.data;

  return (
    <section aria-labelledby="amazon-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="amazon-connection">
      <h2 id="amazon-heading" className="text-sm font-semibold text-slate-700">
        Amazon seller account
      </h2>
      <AmazonModeNotice className="mt-3" />
      {outcome && (
        <Alert
          className="mt-3"
          tone={outcome.tone}
          action={
            <Button size="sm" variant="ghost" onClick={() => setParams({}, { replace: true })}>
              Dismiss
            </Button>
          }
        >
          {outcome.text}
        </Alert>
      )}
      {connection.isPending && <Spinner className="mt-3 size-5 text-indigo-600" />}
      {connection.error && <Alert className="mt-3">{toUserError(connection.error, 'Could not read the Amazon connection.').message}</Alert>}
      {data && data.connections.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label="Connected regions">
          {data.connections.map((c) => (
            <li key={c.region} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700" data-testid={`amazon-region-${c.region}`}>
              <span>
                <span className="font-medium">{c.regionName}</span>: seller <span className="font-mono">{c.sellingPartnerId}</span>
                {c.method === 'self-authorized' ? ' (self-authorized)' : ''} · Amazon {c.marketplaces.join(', ')}
              </span>
              <Button size="sm" variant="secondary" onClick={() => disconnect.mutate(c.region)} disabled={disconnect.isPending} aria-label={`Disconnect ${c.regionName}`}>
                {disconnect.isPending ? <Spinner className="size-4" /> : <Unlink aria-hidden className="size-4" />}
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            {data.connected
              ? 'Selling in another region too? Each region (North America, Europe, Far East) has its own connection.'
              : 'Connect your account to import listings by SKU and publish your rewrites to Amazon. Each region (North America, Europe, Far East) has its own connection.'}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-56">
              <MarketplaceSelect label="A store you sell in" value={store} onChange={setStore} />
            </div>
            <Button size="sm" onClick={() => consent.mutate()} disabled={consent.isPending} data-testid="amazon-connect" aria-label={`Connect ${REGION_NAME[region]} with Amazon`}>
              {consent.isPending ? <Spinner className="size-4" /> : <Link2 aria-hidden className="size-4" />}
              {/* "with Amazon" does not fit a 375 px phone beside the icon (the button widened the page); the label keeps it. */}
              Connect {REGION_NAME[region]}
              <span className="hidden sm:inline"> with Amazon</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShowToken((v) => !v)} aria-expanded={showToken}>
              Paste a refresh token instead
            </Button>
          </div>
          {showToken && (
            <form className="space-y-3" onSubmit={submitToken}>
              <InputField
                label="Refresh token"
                hint={`From the Seller Central of a ${REGION_NAME[region]} store: Apps and Services → Develop Apps → Authorize. It starts with Atzr|.`}
                value={refreshToken}
                onChange={(e) => setRefreshToken(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <InputField label="Seller id (merchant token)" value={sellerId} onChange={(e) => setSellerId(e.target.value)} autoComplete="off" spellCheck={false} required />
              <Button size="sm" type="submit" disabled={withToken.isPending}>
                {withToken.isPending && <Spinner className="size-4" />}
                Connect {REGION_NAME[region]}
              </Button>
            </form>
          )}
        </div>
      )}
      {error && (
        <Alert className="mt-3">
          <span>{error}</span>
        </Alert>
      )}
    </section>
  );
}
