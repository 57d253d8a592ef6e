import { useState } from 'react';
import { useDebounced } from '../lib/useDebounced';
import { TextField } from './TextField';

/** How long typing must pause before a list is asked again (one request per pause in typing). */
export const searchPauseMs = 300;

/** A list's search text: what the box shows (`text`) and, once typing pauses, what the list asks for (`settled`). */
export function useSearchText(initial = '') {
  const [text, setText] = useState(initial);
  const settled = useDebounced(text.trim(), searchPauseMs);
  return { text, setText, settled };
}

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  maxLength: number;
  search: Pick<ReturnType<typeof useSearchText>, 'text' | 'setText'>;
}

/** The search box of a list's filter row (it takes the row's free width), showing and editing `search.text`. */
export function SearchField({ label, placeholder, maxLength, search }: SearchFieldProps) {
  return (
    <TextField
      className="min-w-64 flex-1"
      label={label}
      type="search"
      value={search.text}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(event) => search.setText(event.target.value)}
    />
  );
}
