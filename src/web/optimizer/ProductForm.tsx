import { Minus, Plus } from 'lucide-react';
import { memo } from 'react';
import { codePointLength } from '../../rules/counting';
import { Button } from '../ui/Button';
import { InputField, TextAreaField } from '../ui/Field';
import { MAX_BULLETS, REQUIRED_BULLETS, type OptimizerInput } from './types';

const Count = ({ text }: { text: string }) => (
  <span className="text-xs text-slate-600 tabular-nums" aria-hidden>
    {codePointLength(text)} chars
  </span>
);

/** SPEC §2 product details form: title, 6 bullet slots (5 required), an optional current description, and the three keyword fields. */
// Memoised: the page re-renders on every flow change (a restore finishing, a step moving), and
// the form, the largest part of the first screen, needs to only when its input does (issue 27, TBT).
export const ProductForm = memo(function ProductForm({ input, onChange }: { input: OptimizerInput; onChange: (input: OptimizerInput) => void }) {
  const patch = (next: Partial<OptimizerInput>) => onChange({ ...input, ...next });
  const setBullet = (index: number, text: string) => patch({ bulletPoints: input.bulletPoints.map((b, i) => (i === index ? text : b)) });
  const canAdd = input.bulletPoints.length < MAX_BULLETS;

  return (
    <div className="space-y-5">
      <TextAreaField
        label={
          <>
            Current title <span className="text-red-700">*</span>
          </>
        }
        labelAside={<Count text={input.title} />}
        name="title"
        rows={2}
        required
        placeholder="e.g. Acme Stainless Steel Water Bottle 32 oz, Vacuum Insulated, Leak Proof Lid"
        value={input.title}
        onChange={(e) => patch({ title: e.target.value })}
      />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Bullet points <span className="font-normal text-slate-600">(5 required, a 6th optional)</span>
        </legend>
        <div className="mt-2 space-y-3">
          {input.bulletPoints.map((bullet, index) => (
            <div key={index} className="flex items-start gap-2">
              <TextAreaField
                className="flex-1"
                label={
                  <>
                    Bullet point {index + 1}
                    {index < REQUIRED_BULLETS ? <span className="text-red-700"> *</span> : <span className="font-normal text-slate-600"> (optional)</span>}
                  </>
                }
                labelAside={<Count text={bullet} />}
                name={`bullet-${index + 1}`}
                rows={2}
                required={index < REQUIRED_BULLETS}
                value={bullet}
                onChange={(e) => setBullet(index, e.target.value)}
              />
              {index >= REQUIRED_BULLETS && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={`Remove bullet point ${index + 1}`}
                  onClick={() => patch({ bulletPoints: input.bulletPoints.slice(0, REQUIRED_BULLETS) })}
                >
                  <Minus aria-hidden className="size-4" />
                </Button>
              )}
            </div>
          ))}
        </div>
        {canAdd && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => patch({ bulletPoints: [...input.bulletPoints, ''] })}>
            <Plus aria-hidden className="size-4" />
            Add a 6th bullet point
          </Button>
        )}
      </fieldset>

      <TextAreaField
        label={
          <>
            Current description <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        labelAside={<Count text={input.description ?? ''} />}
        name="description"
        rows={3}
        hint="Its facts can go into the new description; nothing is added that is not yours."
        value={input.description ?? ''}
        onChange={(e) => patch({ description: e.target.value })}
      />

      <div className="grid gap-5 md:grid-cols-3">
        <InputField
          label={
            <>
              Main keyword <span className="text-red-700">*</span>
            </>
          }
          name="titleMainKeyword"
          required
          placeholder="e.g. insulated water bottle"
          value={input.titleMainKeyword}
          onChange={(e) => patch({ titleMainKeyword: e.target.value })}
        />
        <InputField
          label="Secondary keywords"
          name="titleSecondaryKeywords"
          hint="Separate with commas"
          placeholder="e.g. metal bottle, sports bottle"
          value={input.titleSecondaryKeywords}
          onChange={(e) => patch({ titleSecondaryKeywords: e.target.value })}
        />
        <InputField
          label="Bullet keywords"
          name="bulletKeywords"
          hint="Separate with commas"
          placeholder="e.g. leak proof, dishwasher safe"
          value={input.bulletKeywords}
          onChange={(e) => patch({ bulletKeywords: e.target.value })}
        />
      </div>
    </div>
  );
});
