import type { DesignerOrderImage } from '@photoedit/contracts';
import type { ReactNode } from 'react';

/** What one row of the delivery gets: its photo, the file chosen for it, and a way to change that file. */
export interface PhotoFileRowProps {
  image: DesignerOrderImage;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
}

/** The delivery's photos as a list, one row each (drawn by `children`), each row tied to its own file. */
export function PhotoFileList({
  images,
  files,
  onFile,
  className,
  children: renderRow,
}: {
  images: DesignerOrderImage[];
  files: ReadonlyMap<string, File>;
  onFile: (imageId: string, file: File | undefined) => void;
  className: string;
  children: (row: PhotoFileRowProps) => ReactNode;
}) {
  return (
    <ul className={className}>
      {images.map((image) => (
        <li key={image.id}>
          {renderRow({ image, file: files.get(image.id), onFile: (file) => onFile(image.id, file) })}
        </li>
      ))}
    </ul>
  );
}
