// The wizard's one way to correct its bracket sets (useBracketGrouping's `edit`), for the cards deep in the steps.
import type { BracketEdit } from '@photoedit/contracts';
import { createContext, useContext } from 'react';

export type BracketEditor = (edit: BracketEdit) => Promise<boolean>;

export const BracketEditContext = createContext<BracketEditor>(async () => false);

export const useBracketEdit = () => useContext(BracketEditContext);
