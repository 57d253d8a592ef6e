import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, SelectOptions } from './SelectField';

describe('SelectOptions', () => {
  it('lists one option per value, in order, named by labelOf', () => {
    render(
      <SelectField label="Status" defaultValue="b">
        <option value="">Any</option>
        <SelectOptions values={['a', 'b']} labelOf={(value) => value.toUpperCase()} />
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Any'],
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(select.value).toBe('b');
  });
});
