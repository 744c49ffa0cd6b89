import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { toast } from '@storefront/ui/toast';
import { cropImage, type CroppedPhoto } from '../crop-image';
import { centredView, clampView, sourceSquare, zoomView, type CropView, type ImageSize } from '../photo';

const STAGE = 288;
const MAX_ZOOM = 3;
const KEY_STEP = 12;

export interface PhotoCropperProps {
  /** A data URL of the chosen file. */
  src: string;
  type: string;
  onCancel: () => void;
  onCropped: (photo: CroppedPhoto) => void;
}

/** A 1:1 crop: drag (or arrow keys) to place the photo in the square, the slider zooms. */
export function PhotoCropper({ src, type, onCancel, onCropped }: PhotoCropperProps) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [view, setView] = useState<CropView>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);

  const moveBy = (dx: number, dy: number, from: CropView = view) => size && setView(clampView({ ...from, x: from.x + dx, y: from.y + dy }, size, STAGE));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) moveBy(event.clientX - start.x, event.clientY - start.y, start.view);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] }[event.key];
    if (!step) return;
    event.preventDefault();
    moveBy(step[0]!, step[1]!);
  };

  const confirm = async () => {
    if (!imageRef.current || !size) return;
    setBusy(true);
    try {
      onCropped(await cropImage(imageRef.current, sourceSquare(view, size, STAGE), type));
    } catch {
      toast.error(t('profile.crop_failed'));
      setBusy(false);
    }
  };

  const scale = size ? (STAGE / Math.min(size.width, size.height)) * view.zoom : 1;
  return (
    <Dialog open onClose={onCancel} title={t('profile.crop_title')} description={t('profile.crop_description')} widthClass="max-w-[24rem]" data-testid="photo-cropper">
      {/* The stage works in screen pixels from the left, whatever the page direction. */}
      <div
        dir="ltr"
        tabIndex={0}
        role="img"
        aria-label={t('profile.crop_area')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        className="relative mx-auto mt-5 cursor-grab touch-none overflow-hidden rounded-2xl bg-surface-2 select-none active:cursor-grabbing"
        style={{ width: STAGE, height: STAGE }}
      >
        <img
          ref={imageRef}
          src={src}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const image = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
            setSize(image);
            setView(centredView(image, STAGE));
          }}
          onError={() => toast.error(t('profile.crop_failed'))}
          className="pointer-events-none absolute top-0 left-0 max-w-none origin-top-left"
          style={size ? { width: size.width * scale, height: size.height * scale, transform: `translate(${view.x}px, ${view.y}px)` } : { opacity: 0 }}
        />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-full ring-[999px] ring-black/35" />
      </div>
      <label className="mt-5 flex items-center gap-3 text-sm font-semibold">
        {t('profile.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          disabled={!size}
          onChange={(event) => size && setView(zoomView(view, Number(event.target.value), size, STAGE))}
          className="flex-1 accent-brand-600"
        />
      </label>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={!size || busy} data-autofocus>
          {t('profile.use_photo')}
        </Button>
      </div>
    </Dialog>
  );
}
