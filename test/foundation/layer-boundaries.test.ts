import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary findings ESLint reports for `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

/** docs/decisions/0011-layout-and-layers.md: the layers are enforced by lint, not by goodwill. */
describe('the lint rule that keeps the layers apart', () => {
  const probe = path.join(ROOT, 'src/rules', `layer-probe-${process.pid}-${Date.now()}.ts`);
  afterAll(() => fs.rmSync(probe, { force: true }));

  it('fails a file in src/rules that imports from src/server', async () => {
    fs.writeFileSync(probe, "import type { Config } from '../server/runtime/config.js';\n\nexport type Probe = Config;\n");
    const [result] = await eslint.lintFiles([probe]);
    const errors = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2);
    expect(errors.map((m) => m.message)).toEqual([expect.stringContaining('src/rules imports nothing of ours outside src/rules')]);
    expect(result!.errorCount).toBe(1);
  });

  it('lets src/rules import itself, and src/writer import the rules and the contract', async () => {
    expect(await boundaryErrors('src/rules/probe.ts', "export { audit } from './audit.js';\n")).toEqual([]);
    expect(await boundaryErrors('src/writer/probe.ts', "export { audit } from '../rules/index.js';\nexport { insightsSchema } from '../contract/optimizer.js';\n")).toEqual([]);
  });

  it('fails the writer importing the server, the server importing the web app, and the web app importing the writer', async () => {
    expect(await boundaryErrors('src/writer/llm/probe.ts', "export type { Config } from '../../server/runtime/config.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/server/http/probe.ts', "export { App } from '../../web/app/App.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/web/optimizer/probe.ts', "export { createBuiltinEngine } from '../../writer/editor/index.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/contract/probe.ts', "export type { WritingEngine } from '../writer/engine.js';\n")).toHaveLength(1);
  });
});
