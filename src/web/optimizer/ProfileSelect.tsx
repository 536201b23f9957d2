import { POLICY_PROFILES } from '../../listing/profiles';
import { FieldShell, inputClass } from '../ui/Field';

const SHORT: Record<string, string> = {
  'amazon-2025': 'Up to 200-character titles (current rules)',
  'amazon-2026-07': '75-character titles with item highlights (from July 2026)',
};

/** Issue 7 policy profile selector; the choice is stored with the listing by the generate call. */
export function ProfileSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  return (
    <FieldShell label="Marketplace policy" hint="The rules your listing is written and audited against.">
      {({ id, describedBy }) => (
        <select id={id} aria-describedby={describedBy} className={inputClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {POLICY_PROFILES.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
              {SHORT[profile.id] ? ` – ${SHORT[profile.id]}` : ''}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
