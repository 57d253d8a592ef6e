import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveIndicator } from './LiveIndicator';

describe('LiveIndicator', () => {
  it('is an empty status region while live, and says so when live updates are paused', () => {
    const { rerender } = render(<LiveIndicator status="live" />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => rerender(<LiveIndicator status="down" />));
    expect(screen.getByRole('status').textContent).toBe('Live updates paused. Reconnecting…');
  });
});
