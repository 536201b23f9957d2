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
import { amazonKeys, CALLBACK_OUTCOMES, connectWithToken, disconnectAmazon, fetchAmazonConnection, fetchConsentUrl } from './amazon-api';

/**
 * The seller's Amazon connection on the dashboard: connect through Seller Central's consent page
 * or with a self-authorized refresh token, and disconnect. Hidden when the server has no SP-API app.
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

  const fail = (e: unknown) => {
    const mapped = toUserError(e, 'Something went wrong with the Amazon connection.');
    setError(mapped.silent ? null : mapped.message);
  };
  const consent = useMutation({
    mutationFn: fetchConsentUrl,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: fail,
  });
  const withToken = useMutation({
    mutationFn: () => connectWithToken(refreshToken.trim(), sellerId.trim()),
    onSuccess: (answer) => {
      queryClient.setQueryData(amazonKeys.connection, answer);
      setRefreshToken('');
      setShowToken(false);
      setError(null);
    },
    onError: fail,
  });
  const disconnect = useMutation({
    mutationFn: disconnectAmazon,
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
      {data?.connected && (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            Connected to seller <span className="font-mono">{data.sellingPartnerId}</span>
            {data.method === 'self-authorized' ? ' (self-authorized)' : ''}. Import listings in the optimizer and publish from your results.
          </p>
          <Button size="sm" variant="secondary" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
            {disconnect.isPending ? <Spinner className="size-4" /> : <Unlink aria-hidden className="size-4" />}
            Disconnect
          </Button>
        </div>
      )}
      {data && !data.connected && (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">Connect your account to import listings by SKU and publish your rewrites to Amazon.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => consent.mutate()} disabled={consent.isPending}>
              {consent.isPending ? <Spinner className="size-4" /> : <Link2 aria-hidden className="size-4" />}
              Connect with Amazon
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShowToken((v) => !v)} aria-expanded={showToken}>
              Paste a refresh token instead
            </Button>
          </div>
          {showToken && (
            <form className="space-y-3" onSubmit={submitToken}>
              <InputField
                label="Refresh token"
                hint="Seller Central → Apps and Services → Develop Apps → Authorize. It starts with Atzr|."
                value={refreshToken}
                onChange={(e) => setRefreshToken(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                required
              />
              <InputField label="Seller id (merchant token)" value={sellerId} onChange={(e) => setSellerId(e.target.value)} autoComplete="off" spellCheck={false} required />
              <Button size="sm" type="submit" disabled={withToken.isPending}>
                {withToken.isPending && <Spinner className="size-4" />}
                Connect
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
