import { at, type AuditContext } from '../context.js';
import { defineRule } from '../define.js';

/** Case and surrounding spaces do not make a bullet different. */
export function duplicateKey(bullet: string): string {
  return bullet.trim().toLowerCase();
}

/** Bullet index -> the index of the earlier bullet it repeats (blank bullets aside). */
function repeatedBullets(ctx: AuditContext): Map<number, number> {
  const seen = new Map<string, number>();
  const repeats = new Map<number, number>();
  ctx.listing.bullets.forEach((bullet, index) => {
    if (bullet.trim() === '') return;
    const key = duplicateKey(bullet);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else repeats.set(index, first);
  });
  return repeats;
}

export default defineRule({
  id: 'bullet.duplicate',
  field: 'bullets',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: the same bullet twice wastes a slot; fix drops the repeat.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    const index = ref.index ?? 0;
    const first = ctx.once(repeatedBullets).get(index);
    if (first !== undefined) report(at(ref, { severity: 'warning', message: `Bullet ${index + 1} repeats bullet ${first + 1}.` }));
  },
});
