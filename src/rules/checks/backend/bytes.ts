import { codeUnitIndexAtByte, utf8ByteLength } from '../../counting.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'backend.bytes',
  field: 'backend',
  category: 'length',
  severity: 'error',
  severities: 'error: over the byte limit, and Amazon then ignores the whole field; info: below the target, unused bytes.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: backend }, ctx, report) {
    const { maxBytes, target } = ctx.limits.backend;
    const bytes = utf8ByteLength(backend);
    if (bytes > maxBytes) {
      report(at(ref, {
        severity: 'error',
        start: codeUnitIndexAtByte(backend, maxBytes),
        end: backend.length,
        message: `Search terms are ${bytes} bytes; over ${maxBytes} Amazon ignores the whole field.`,
      }));
    } else if (bytes < target[0]) {
      report(at(ref, { severity: 'info', message: `Search terms use ${bytes} of ${maxBytes} bytes; aim for ${target[0]}–${target[1]}.` }));
    }
  },
});
