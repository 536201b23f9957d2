import Qty from 'js-quantities';

/*
 * What a unit measures, read by js-quantities (decision 0021) rather than by a table of our own:
 * the library knows the spellings (`in`, `inch`, `inches`, `"`), the prefixes (`mm`, `mAh`, `kWh`)
 * and the kind of each unit. Sellers do not write units in the library's case (`Inches`, `LTR`,
 * `WATTS`, `MAH`), so a unit is tried as written, then case-insensitively against the library's own
 * alias list, then in the usual casings of a prefixed unit. Nothing here converts: the writer shows
 * only the units the seller wrote.
 */

/** The library's kinds that describe a product: its size, weight, capacity or power. */
export type UnitKind = 'length' | 'area' | 'volume' | 'mass' | 'information' | 'charge' | 'energy' | 'power' | 'potential' | 'current';

/** In order of preference when a spelling is ambiguous in the library (`pt`: pint before point). */
const PRODUCT_KINDS: readonly UnitKind[] = ['volume', 'mass', 'length', 'area', 'information', 'charge', 'energy', 'power', 'potential', 'current'];
const isProductKind = (kind: string): kind is UnitKind => (PRODUCT_KINDS as readonly string[]).includes(kind);

/**
 * Seller abbreviations the library does not know, each mapped to the library's unit. Only
 * spellings, never a conversion: `gm` is `g`.
 */
const SELLER_ABBREVIATIONS: Readonly<Record<string, string>> = { gm: 'g', gms: 'g', grm: 'g', kgs: 'kg', ltr: 'l', ltrs: 'l', mtr: 'm', mtrs: 'm' };

let aliasIndex: Map<string, { alias: string; kind: string }[]> | undefined;
/** Every alias the library knows, by its lowercase spelling. */
function aliases(): Map<string, { alias: string; kind: string }[]> {
  if (aliasIndex) return aliasIndex;
  aliasIndex = new Map();
  for (const kind of Qty.getKinds()) {
    for (const unit of Qty.getUnits(kind)) {
      for (const alias of Qty.getAliases(unit)) {
        const key = alias.toLowerCase();
        const list = aliasIndex.get(key) ?? [];
        list.push({ alias, kind });
        aliasIndex.set(key, list);
      }
    }
  }
  return aliasIndex;
}

function parsedKind(unit: string): string | undefined {
  try {
    return Qty(`1 ${unit}`).kind();
  } catch {
    return undefined;
  }
}

const cache = new Map<string, UnitKind | undefined>();

/**
 * The kind of a unit as the seller wrote it (`Inches` -> length, `MAH` -> charge, `220V`'s `V` ->
 * potential), or undefined when the library does not read it as a measure of a product (`hours`,
 * `Hz`, `kids`).
 */
export function unitKind(written: string): UnitKind | undefined {
  if (cache.has(written)) return cache.get(written);
  const unit = written.trim().replace(/\.$/u, '').replace(/[”″]/gu, '"').replace(/’/gu, "'");
  const lower = unit.toLowerCase();
  const seller = SELLER_ABBREVIATIONS[lower];
  let found: UnitKind | undefined;
  if (seller) found = parsedKind(seller) as UnitKind | undefined;
  else {
    const known = aliases().get(lower) ?? [];
    // The exact spelling first (`m` is metre, `M` molar), then the seller's capitals, then any casing, by preference.
    const exact = known.filter((a) => a.alias === unit && isProductKind(a.kind));
    const any = known.filter((a) => isProductKind(a.kind));
    const byPreference = (list: typeof known) => PRODUCT_KINDS.find((k) => list.some((a) => a.kind === k));
    found = byPreference(exact);
    // Capitals as written decide a prefix (`TB` is terabytes, `tb` the library's tablespoon).
    const asWritten = !found && /\p{Lu}/u.test(unit) ? parsedKind(unit) : undefined;
    if (asWritten && isProductKind(asWritten)) found = asWritten;
    found ??= byPreference(any);
    if (!found && known.length === 0 && /^\p{L}{2,5}$/u.test(unit)) {
      // A prefix and a unit (`mm`, `mAh`, `kWh`, `GB`): the library parses them; try the casings sellers lose.
      const prefixed = [unit, lower, lower.charAt(0) + lower.charAt(1).toUpperCase() + lower.slice(2), lower.charAt(0).toUpperCase() + lower.charAt(1).toUpperCase() + lower.slice(2), lower.charAt(0) + lower.slice(1).toUpperCase(), unit.toUpperCase()];
      for (const form of prefixed) {
        const kind = parsedKind(form);
        if (kind && isProductKind(kind)) {
          found = kind;
          break;
        }
      }
    }
  }
  cache.set(written, found);
  return found;
}
