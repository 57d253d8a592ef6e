import { initI18n } from '@photoedit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewSection } from './ReviewSection';

beforeAll(() => initI18n({ language: 'en' }));

describe('ReviewSection', () => {
  it('is a region named by its heading, whose Edit button names the section and goes back', async () => {
    const onEdit = vi.fn();
    render(
      <ReviewSection id="review-contact-title" title="Contact" onEdit={onEdit}>
        <p>client@example.com</p>
      </ReviewSection>,
    );
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(section.textContent).toContain('client@example.com');
    await userEvent.click(screen.getByRole('button', { name: /^Edit\s*Contact$/ }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
