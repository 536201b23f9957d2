import { POLICY_PROFILES } from '../../rules/profiles';
import { FieldShell, inputClass } from '../ui/Field';

/** Issue 7 policy profile selector; the choice is stored with the listing by the generate call. */
export function ProfileSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const selected = POLICY_PROFILES.find((profile) => profile.id === value);
  return (
    <FieldShell label="Marketplace policy" hint={`${selected ? `${selected.summary} ` : ''}Your listing is written and audited against it.`}>
      {({ id, describedBy }) => (
        <select id={id} aria-describedby={describedBy} className={inputClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {POLICY_PROFILES.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
