import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { IMAGE_TYPES, imageProblem, imageUrl } from '@/lib/images';
import { FieldError } from './field-error';
import type { FieldState } from './field-types';

export interface ImageFieldProps {
  /** What the image is, lower case: "logo", "photo". */
  noun: string;
  /** The preview's text alternative. */
  alt: string;
  /** A logo is shown whole; a photo fills its square. */
  fit?: 'contain' | 'cover';
  hint?: string;
  field: FieldState<string>;
  uploading: boolean;
  uploadError: Error | null;
  onPick: (file: File) => void;
  onClear: () => void;
}

/**
 * An uploaded image (school logo, student photo): checked here first (type, size) so a
 * wrong file never leaves the device, uploaded, then previewed as the server kept it.
 */
export function ImageField({ noun, alt, fit = 'cover', hint = 'PNG, JPEG or WebP, at most 2 MB.', field, uploading, uploadError, onPick, onClear }: ImageFieldProps) {
  useSignals();
  const id = useId();
  const [problem, setProblem] = useState('');
  const image = field.value.value ?? '';
  const message = problem || (uploadError ? errorMessage(uploadError) : '');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-800">{Noun}</span>
      <div className="flex flex-wrap items-center gap-4">
        {image ? (
          <img src={imageUrl(image)} alt={alt} className={`size-20 rounded-lg bg-white ring-1 ring-slate-200 ${fit === 'contain' ? 'object-contain' : 'object-cover'}`} />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">No {noun}</span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className={`${buttonClass('secondary')} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}>
            {uploading ? 'Uploading…' : `${image ? 'Replace' : 'Upload'} ${noun}`}
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={uploading}
              aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
              aria-invalid={message ? true : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = ''; // the same file may be picked again after a fix
                if (!file) return;
                const why = imageProblem(file, `the ${noun}`);
                setProblem(why ?? '');
                if (!why) onPick(file);
              }}
            />
          </label>
          {image ? (
            <Button
              variant="ghost"
              onClick={() => {
                setProblem('');
                onClear();
              }}
            >
              Remove {noun}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
