import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';

/** Says, wherever Amazon is used, when it is not the real one: the local demo or Amazon's sandbox. */
export function AmazonModeNotice({ className }: { className?: string }) {
  const config = usePublicConfig();
  if (config?.amazonMode === 'demo') {
    return (
      <Alert tone="warning" className={className}>
        <span data-testid="amazon-demo-notice">
          Demo: this is a local stand-in for Amazon (npm run amazon:demo), not your seller account. Nothing here reaches Amazon.
        </span>
      </Alert>
    );
  }
  if (config?.amazonMode === 'sandbox') {
    return (
      <Alert tone="warning" className={className}>
        Amazon’s SP-API sandbox: Amazon answers with sample data, and nothing changes on your listings.
      </Alert>
    );
  }
  return null;
}
