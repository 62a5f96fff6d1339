import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import type { FieldState } from '@/components/form/field-types';
import { Button, buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { IMAGE_TYPES, imageProblem, imageUrl } from '@/lib/images';

interface PhotoPickerProps {
  field: FieldState<string>;
  uploading: boolean;
  uploadError: Error | null;
  onPick: (file: File) => void;
  onClear: () => void;
}

/** Checks a photo here first (type, size), uploads it, then previews what the server kept. */
export function PhotoPicker({ field, uploading, uploadError, onPick, onClear }: PhotoPickerProps) {
  useSignals();
  const id = useId();
  const [problem, setProblem] = useState('');
  const photo = field.value.value ?? '';
  const message = problem || (uploadError ? errorMessage(uploadError) : '');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-800">Photo</span>
      <div className="flex flex-wrap items-center gap-4">
        {photo ? (
          <img src={imageUrl(photo)} alt="Uploaded for this student" className="size-24 rounded-lg bg-white object-cover ring-1 ring-slate-200" />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">No photo</span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className={`${buttonClass('secondary')} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}>
            {uploading ? 'Uploading…' : photo ? 'Replace photo' : 'Upload photo'}
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
                e.currentTarget.value = '';
                if (!file) return;
                const why = imageProblem(file, 'a photo');
                setProblem(why ?? '');
                if (!why) onPick(file);
              }}
            />
          </label>
          {photo ? (
            <Button
              variant="ghost"
              onClick={() => {
                setProblem('');
                onClear();
              }}
            >
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        PNG, JPEG or WebP, at most 2 MB.
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
