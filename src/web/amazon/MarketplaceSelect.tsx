import type { AmazonRegionConnection } from '../../contract/index';
import { MARKETPLACES, type Marketplace } from '../../rules/marketplaces';
import { FieldShell, inputClass } from '../ui/Field';

interface MarketplaceSelectProps {
  value: string;
  onChange: (marketplace: Marketplace) => void;
  /**
   * The seller's connections: only the stores they reach are offered, grouped by region (a token
   * works in one region). Left out, every store is offered (where the seller sells, before connecting).
   */
  connections?: readonly AmazonRegionConnection[];
  label?: string;
}

const isMarketplace = (m: string): m is Marketplace => (MARKETPLACES as readonly string[]).includes(m);

/** The Amazon store a seller's SKU lives in, as the import and publish dialogs ask for it. */
export function MarketplaceSelect({ value, onChange, connections, label = 'Marketplace' }: MarketplaceSelectProps) {
  const grouped = connections && connections.length > 0;
  const reachable = new Set(grouped ? connections.flatMap((c) => c.marketplaces) : MARKETPLACES);
  return (
    <FieldShell label={label}>
      {({ id }) => (
        // The options are MARKETPLACES, so the value read back is one of them.
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as Marketplace)}>
          {grouped
            ? connections.map((connection) => (
                <optgroup key={connection.region} label={connection.regionName}>
                  {connection.marketplaces.filter(isMarketplace).map((m) => (
                    <option key={m} value={m}>
                      Amazon {m}
                    </option>
                  ))}
                </optgroup>
              ))
            : MARKETPLACES.map((m) => (
                <option key={m} value={m}>
                  Amazon {m}
                </option>
              ))}
          {/* A listing from a store outside the connected regions stays visible, named for what it needs. */}
          {!reachable.has(value as Marketplace) && isMarketplace(value) && (
            <optgroup label="Not connected">
              <option value={value}>Amazon {value} (connect its region first)</option>
            </optgroup>
          )}
        </select>
      )}
    </FieldShell>
  );
}
