import { at } from '../context.js';
import { defineRule } from '../define.js';

const BAMBOO = /(?<![\p{L}\p{N}])bamboo(?![\p{L}\p{N}])/iu;
const TEXTILE = /(?<![\p{L}\p{N}])(?:sheets?|towels?|fabrics?|fib(?:er|re)s?|textiles?|socks?|pa?jamas?|pyjamas?|shirts?|t-shirts?|underwear|clothing|bedding|pillowcases?|duvets?|blankets?|yarn|cloth|diapers?)(?![\p{L}\p{N}])/iu;
const HONEST_FIBRE = /(?<![\p{L}\p{N}])(?:rayon|viscose|lyocell|modal)(?![\p{L}\p{N}])/iu;

export default defineRule({
  id: 'text.bamboo-textile',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: bamboo textiles are usually rayon and must say so.',
  autoFix: false,
  scope: 'text',
  check({ ref, text }, _ctx, report) {
    const bamboo = BAMBOO.exec(text);
    if (!bamboo || !TEXTILE.test(text) || HONEST_FIBRE.test(text)) return;
    report(at(ref, {
      severity: 'warning',
      start: bamboo.index,
      end: bamboo.index + bamboo[0].length,
      message: 'Bamboo textiles are usually rayon; say "rayon made from bamboo" or name the certified fibre.',
    }));
  },
});
