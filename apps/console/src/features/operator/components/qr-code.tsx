import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import { Skeleton } from '@storefront/ui/skeleton';

/** `text` as a QR code, drawn here (an SVG made in the browser): the secret it holds never leaves the page. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (image?.text !== text) return <Skeleton className="size-48 rounded-xl" />;
  return <img src={image.src} alt={label} className="size-48 rounded-xl border border-line bg-white p-2" />;
}
