// The delivery preview of a listing: the pairs that need a look (a file without its original's name, or none) on
// their own, each mismatch said in its row, and a row kept while its file is replaced.
import type { DesignerOrderImage } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PreviewStep } from './PreviewStep';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const photo = (position: number, fileName: string) =>
  ({
    id: `image-${position}`,
    position,
    original: { fileName, previewUrl: `/media/${position}`, thumbnailUrl: `/media/${position}` },
    services: [{ name: 'Sky' }],
    clientNote: null,
    revisionOpen: false,
    revisionNote: null,
    revisionPins: [],
  }) as unknown as DesignerOrderImage;
const images = [photo(0, 'kitchen-1.jpg'), photo(1, 'kitchen-2.jpg'), photo(2, 'bath.jpg')];
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function Preview() {
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(
    new Map([
      ['image-0', png('kitchen-1-final.png')],
      ['image-1', png('IMG_0932.png')],
    ]),
  );
  return (
    <PreviewStep
      orderNumber={10001}
      images={images}
      files={files}
      onFile={(id, file) =>
        setFiles((current) => {
          const next = new Map(current);
          if (file) next.set(id, file);
          else next.delete(id);
          return next;
        })
      }
    />
  );
}

const rowTitles = () => screen.getAllByText(/^Photo \d$/).map((title) => title.textContent);

describe('PreviewStep', () => {
  it('shows only the photos to check on demand, and says what is wrong with each', () => {
    globalThis.URL.createObjectURL ??= () => 'blob:preview';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    render(<Preview />);
    expect(rowTitles()).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(screen.getAllByTestId('name-mismatch').map((line) => line.textContent)).toEqual([
      'The file’s name does not contain the original’s (kitchen-2.jpg): make sure it is this photo.',
    ]);

    const only = screen.getByRole('checkbox', { name: 'Show only the photos to check (2)' });
    fireEvent.click(only);
    expect(rowTitles()).toEqual(['Photo 2', 'Photo 3']);

    // Replaced by the right file: the row stays while the view is narrowed, and the count follows.
    fireEvent.change(screen.getByLabelText('Edited file for photo 2'), {
      target: { files: [png('kitchen-2-final.png')] },
    });
    expect(rowTitles()).toEqual(['Photo 2', 'Photo 3']);
    expect(screen.queryByTestId('name-mismatch')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Show only the photo to check (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only the photo to check (1)' }));
    expect(rowTitles()).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
  });
});
