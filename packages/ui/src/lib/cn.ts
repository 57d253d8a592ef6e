import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge must know the custom radius and shadow tokens of styles.css to resolve conflicts between them.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['control', 'card'],
      shadow: ['card', 'raised', 'overlay'],
    },
  },
});

/** Joins conditional class names; a later class wins over a conflicting earlier one (`px-4` + `px-2` → `px-2`). */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
