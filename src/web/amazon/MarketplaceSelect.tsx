import { MARKETPLACES, type Marketplace } from '../../rules/marketplaces';
import { FieldShell, inputClass } from '../ui/Field';

interface MarketplaceSelectProps {
  value: string;
  onChange: (marketplace: Marketplace) => void;
}

/** The Amazon store a seller's SKU lives in, as the import and publish dialogs ask for it. */
export function MarketplaceSelect({ value, onChange }: MarketplaceSelectProps) {
  return (
    <FieldShell label="Marketplace">
      {({ id }) => (
        // The options are MARKETPLACES, so the value read back is one of them.
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as Marketplace)}>
          {MARKETPLACES.map((m) => (
            <option key={m} value={m}>
              Amazon {m}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
