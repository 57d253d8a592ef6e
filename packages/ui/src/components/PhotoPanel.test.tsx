import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoPanel } from './PhotoPanel';

describe('PhotoPanel', () => {
  it('is a region named by its title, with the title as a heading one below the photo', () => {
    render(
      <PhotoPanel title="Instructions" aside="1 of 2 done" testId="instruction-pins" headingLevel={5}>
        <p>Remove the bin</p>
      </PhotoPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Instructions' });
    expect(panel.getAttribute('data-testid')).toBe('instruction-pins');
    const heading = within(panel).getByRole('heading', { level: 5 });
    expect(heading.textContent).toBe('Instructions 1 of 2 done');
    expect(within(panel).getByText('Remove the bin')).toBeDefined();
  });

  it('shows a request that waits on the reader in the warning colours, at level 4 by default', () => {
    render(
      <PhotoPanel title="Revision requested" tone="warning">
        <p>Brighter sky</p>
      </PhotoPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Revision requested' });
    expect(panel.className).toContain('bg-warning-50');
    expect(within(panel).getByRole('heading', { level: 4 }).className).toContain('text-warning-700');
  });
});
