import { useEffect, useRef, useState } from 'react';
import { CameraIcon, CloseIcon } from '../icons';
import { Image } from '../image';
import { addImageFiles, UPLOAD_IMAGE_ACCEPT, type ImageFileProblem } from '../image-files';

export interface PickedPhoto {
  file: File;
  /** An object URL for the thumbnail; null where the browser cannot make one. */
  preview: string | null;
}

const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (photo: PickedPhoto) => photo.preview && URL.revokeObjectURL(photo.preview);

/** Chosen photos (at most `max`) with their thumbnails, and what the last choice refused. */
export function usePhotoPicker(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<ImageFileProblem[]>([]);

  // Thumbnails hold memory until their URLs are revoked: on removal and when the picker goes.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });
  useEffect(() => () => photosRef.current.forEach(release), []);

  const add = (files: FileList | readonly File[] | null) => {
    const result = addImageFiles(photos.map((photo) => photo.file), Array.from(files ?? []), max);
    const added = result.images.slice(photos.length).map((file) => ({ file, preview: preview(file) }));
    setPhotos([...photos, ...added]);
    setProblems(result.problems);
  };
  const remove = (index: number) => {
    release(photos[index]!);
    setPhotos(photos.filter((_, i) => i !== index));
    setProblems([]);
  };
  /** Hands the photos over and empties the picker; the caller now owns (and revokes) the thumbnails. */
  const take = () => {
    const taken = photos;
    photosRef.current = [];
    setPhotos([]);
    setProblems([]);
    return taken;
  };
  return { photos, problems, files: photos.map((photo) => photo.file), full: photos.length >= max, add, remove, take };
}

export type PhotoPickerState = ReturnType<typeof usePhotoPicker>;

export interface PhotoPickerTexts {
  add: string;
  remove: (name: string) => string;
  problems: Record<ImageFileProblem, string>;
}

export interface PhotoPickerProps {
  picker: PhotoPickerState;
  texts: PhotoPickerTexts;
  /** The thumbnails' list. */
  testId: string;
  problemsTestId: string;
  disabled?: boolean;
}

/** Thumbnails with a remove button each, an add tile while there is room for more, and the reasons a choice was refused. */
export function PhotoPicker({ picker, texts, testId, problemsTestId, disabled = false }: PhotoPickerProps) {
  return (
    <>
      <ul className="flex flex-wrap gap-3" data-testid={testId}>
        {picker.photos.map((photo, index) => (
          <li key={`${photo.file.name}-${index}`} className="relative">
            <Image src={photo.preview} alt={photo.file.name} className="size-20 rounded-xl border border-line object-cover" />
            <button
              type="button"
              onClick={() => picker.remove(index)}
              disabled={disabled}
              aria-label={texts.remove(photo.file.name)}
              className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-surface shadow hover:opacity-90 disabled:opacity-50"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
        {!picker.full && <li>
          <label className="grid size-20 cursor-pointer place-items-center content-center gap-1 rounded-xl border-2 border-dashed border-line px-1 text-center text-[11px] font-semibold text-muted hover:bg-surface-2 focus-within:ring-2 focus-within:ring-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-50">
            <CameraIcon className="size-5" />
            {texts.add}
            <input
              type="file"
              accept={UPLOAD_IMAGE_ACCEPT}
              multiple
              disabled={disabled}
              className="sr-only"
              onChange={(e) => {
                picker.add(e.target.files);
                // The same file may be chosen again after removing it.
                e.target.value = '';
              }}
            />
          </label>
        </li>}
      </ul>
      {picker.problems.length > 0 && (
        <div role="alert" data-testid={problemsTestId} className="mt-2 space-y-0.5 text-sm font-medium text-red-600 dark:text-red-400">
          {picker.problems.map((problem) => (
            <p key={problem}>{texts.problems[problem]}</p>
          ))}
        </div>
      )}
    </>
  );
}
