import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('may wrap only after the @ and before its dots, never inside a word', () => {
    const { container } = render(<EmailText email="anna.kowalska@studio-example.co.uk" />);
    const text = container.firstElementChild as HTMLElement;
    expect(text.textContent).toBe('anna.kowalska@studio-example.co.uk');
    // The break opportunities, marked where each <wbr> sits.
    const marked = text.innerHTML.replace(/<wbr>/g, '|').replace(/<\/?span[^>]*>/g, '');
    expect(marked).toBe('anna|.kowalska@|studio-example|.co|.uk');
    expect(text.className).toContain('[overflow-wrap:break-word]');
  });

  it('shows something that is not an address as it is', () => {
    const { container } = render(<EmailText email="no-address" />);
    expect(container.textContent).toBe('no-address');
    expect(container.querySelector('wbr')).toBeNull();
  });

  it('wraps a name with dots before them', () => {
    const { container } = render(<EmailText email="handover-pl.mik2abc.5@example.com" />);
    expect(container.textContent).toBe('handover-pl.mik2abc.5@example.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});
