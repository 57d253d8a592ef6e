import type { DesignerOrderImage } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoFilePicker } from './FilePicker';
import { PhotoFileList } from './PhotoFileList';
import { StepButtons } from './StepButtons';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

const image = (id: string) => ({ id }) as DesignerOrderImage;
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('PhotoFileList', () => {
  it('draws one row per photo with that photo’s file, and a row’s change goes to its own photo', () => {
    const onFile = vi.fn();
    const chosen = png('a.png');
    render(
      <PhotoFileList
        className="space-y-3"
        images={[image('i1'), image('i2')]}
        files={new Map([['i1', chosen]])}
        onFile={onFile}
      >
        {(row) => (
          <button type="button" onClick={() => row.onFile(undefined)}>
            {row.image.id}: {row.file?.name ?? 'none'}
          </button>
        )}
      </PhotoFileList>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['i1: a.png', 'i2: none']);
    expect(screen.getByRole('list').className).toBe('space-y-3');
    fireEvent.click(screen.getByRole('button', { name: 'i2: none' }));
    expect(onFile).toHaveBeenCalledWith('i2', undefined);
  });
});

describe('PhotoFilePicker', () => {
  it('offers to choose a file, or to replace the chosen one, named after the photo, and hands over the first file', () => {
    const onFile = vi.fn();
    const { rerender } = render(<PhotoFilePicker number={2} chosen={false} onFile={onFile} />);
    expect(screen.getByRole('button', { name: 'Edited file for photo 2: Choose file' })).toBeTruthy();
    const file = png('b.png');
    fireEvent.change(screen.getByLabelText('Edited file for photo 2'), { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    rerender(<PhotoFilePicker number={2} chosen onFile={onFile} />);
    expect(screen.getByRole('button', { name: 'Edited file for photo 2: Replace file' })).toBeTruthy();
  });
});

describe('StepButtons', () => {
  it('shows the back and forward buttons of the step, or none', () => {
    const back = vi.fn();
    const { rerender } = render(
      <StepButtons
        step="comment"
        navigation={{
          back: { label: 'Back', onClick: back },
          forward: { label: 'Go', onClick: vi.fn(), disabled: true },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Go' }).hasAttribute('disabled')).toBe(true);
    rerender(<StepButtons step="uploading" navigation={null} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
